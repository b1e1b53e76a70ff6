import { type CallerId, callerIdListEndpoint, callerIdUpdateEndpoint } from "@mobex/contracts/callerid";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";

const callerIdsKey = (phone: string) => ["callerIds", phone] as const;

export const callerIdsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: callerIdsKey(phone),
    queryFn: async ({ signal }): Promise<CallerId[]> =>
      dataOf(await call(callerIdListEndpoint, { phone }, { signal })) ?? [],
    enabled: phone !== "",
  });

export function useCallerIds(phone: string) {
  return useQuery(callerIdsQueryOptions(phone));
}

/** Chooses the caller id of outgoing calls (spec 1 §2 "caller-id selector"); the server presents it. */
export function useUpdateCallerId(phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cli: string) => dataOf(await call(callerIdUpdateEndpoint, { phone, cli })) ?? [],
    onSuccess: (list) => client.setQueryData(callerIdsKey(phone), list),
  });
}
