import {
  BOARD_ARRANGE_CONFIG_KEY,
  type BoardArrange,
  boardArrangePartSchema,
  boardArrangeSchema,
  defaultBoardArrange,
} from "@mobex/contracts/blf";
import { configsGetEndpoint, configsUpdateEndpoint } from "@mobex/contracts/configs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { pollEvery } from "../../../shared/api/polling";
import { notify } from "../../../shared/ui/notify-store";

// The boards follow the user to other devices: re-read at least as often as the profile (spec 1 §9: 20 s).
const ARRANGE_POLL_MS = 20_000;

const arrangeKey = (phone: string) => ["config", BOARD_ARRANGE_CONFIG_KEY, phone] as const;

/** A stored value from another build or device is taken where it is valid, never blindly. */
export function parseArrange(value: unknown): BoardArrange {
  const whole = boardArrangeSchema.safeParse(value);
  if (whole.success) return whole.data;
  const part = boardArrangePartSchema.safeParse(value);
  return part.success ? { ...defaultBoardArrange, ...part.data } : defaultBoardArrange;
}

export async function getBoardArrange(phone: string, signal?: AbortSignal): Promise<BoardArrange> {
  const answer = await call(configsGetEndpoint, { phone, config: BOARD_ARRANGE_CONFIG_KEY }, { signal });
  return parseArrange(dataOf(answer)?.value ?? null);
}

export const boardArrangeQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: arrangeKey(phone),
    queryFn: ({ signal }) => getBoardArrange(phone, signal),
    enabled: phone !== "",
    refetchInterval: pollEvery(ARRANGE_POLL_MS),
    refetchOnWindowFocus: true,
  });

export function useBoardArrange(phone: string) {
  return useQuery(boardArrangeQueryOptions(phone));
}

/**
 * Stores the whole arrangement. The screen follows at once; a failed save puts back what the server
 * holds and says so.
 */
export function useSaveBoardArrange(phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (next: BoardArrange) => {
      dataOf(await call(configsUpdateEndpoint, { phone, config: BOARD_ARRANGE_CONFIG_KEY, value: next }));
      return next;
    },
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: arrangeKey(phone) });
      const previous = client.getQueryData<BoardArrange>(arrangeKey(phone));
      client.setQueryData(arrangeKey(phone), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous !== undefined) client.setQueryData(arrangeKey(phone), context.previous);
      notify("Could not save your boards. Please try again.", "error");
    },
    onSettled: () => client.invalidateQueries({ queryKey: arrangeKey(phone) }),
  });
}
