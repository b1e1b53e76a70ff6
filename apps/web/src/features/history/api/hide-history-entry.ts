import { type HistoryItem, historyHideEndpoint } from "@mobex/contracts/calls";
import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../shared/api/api-error";
import { call } from "../../../shared/api/api-client";
import { notify } from "../../../shared/ui/notify-store";
import { historyKey } from "./history-list";

// spec 1 §8: "removal failure 'Failed to remove from history'".
export const HIDE_FAILED_TEXT = "Failed to remove from history";

const hideKey = ["history", "hide"] as const;

/** spec 1 §7: "success is responses[0].code 204"; anything else is a failure. */
async function hideEntry(phone: string, uniqueid: string): Promise<void> {
  const answer = await call(historyHideEndpoint, { name: phone, uniqueid, hide: true, type: "web" });
  if (answer.code !== 204) throw new ApiError("http", answer.message, answer.code);
}

/**
 * Hides an entry at once and puts it back if the server refuses. The list is the query's cache, so
 * a poll that lands meanwhile is cancelled and the entry stays out (see `usePendingHides`).
 */
export function useHideHistoryEntry(phone: string) {
  const client = useQueryClient();
  const key = historyKey(phone);
  return useMutation({
    mutationKey: hideKey,
    mutationFn: (uniqueid: string) => hideEntry(phone, uniqueid),
    onMutate: async (uniqueid) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<HistoryItem[]>(key);
      client.setQueryData<HistoryItem[]>(key, (items) => items?.filter((item) => item.uniqueid !== uniqueid));
      return { previous };
    },
    onError: (_error, _uniqueid, context) => {
      if (context?.previous !== undefined) client.setQueryData(key, context.previous);
      notify(HIDE_FAILED_TEXT, "error");
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The entries being hidden right now: a poll answered before the server saw the hide still has them. */
export function usePendingHides(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: hideKey, status: "pending" },
    select: (mutation) => mutation.state.variables,
  });
  return new Set(pending.filter((id): id is string => typeof id === "string"));
}
