import { HISTORY_LIMIT_MAX, type HistoryItem, historyListEndpoint } from "@mobex/contracts/calls";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { pollEvery } from "../../../shared/api/polling";

// spec 1 §9: "Polling: … history 30 s".
export const HISTORY_POLL_MS = 30_000;

export const historyKey = (phone: string) => ["history", phone] as const;

export const historyQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: historyKey(phone),
    // spec 1 §7: "limit (100 in the main app …)"; newest first.
    queryFn: async ({ signal }): Promise<HistoryItem[]> =>
      dataOf(await call(historyListEndpoint, { phone, limit: HISTORY_LIMIT_MAX }, { signal })) ?? [],
    enabled: phone !== "",
    refetchInterval: pollEvery(HISTORY_POLL_MS),
    staleTime: 0,
  });

export function useHistory(phone: string) {
  return useQuery(historyQueryOptions(phone));
}
