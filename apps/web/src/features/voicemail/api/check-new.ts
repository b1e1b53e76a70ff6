import { VOICEMAIL_POLL_MS, checkNewEndpoint } from "@mobex/contracts/voicemail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { pollEvery } from "../../../shared/api/polling";
import { NEW_VOICEMAIL_QUERY_ROOT } from "./query-keys";

/** `mailbox` is the profile's (spec 1 §3), undefined until the profile is known. */
export const newVoicemailQueryOptions = (phone: string, mailbox: string | undefined) =>
  queryOptions({
    queryKey: [...NEW_VOICEMAIL_QUERY_ROOT, phone, mailbox],
    queryFn: async ({ signal }): Promise<number> =>
      dataOf(await call(checkNewEndpoint, { phone, mailbox: mailbox ?? "" }, { signal })).count,
    enabled: phone !== "" && mailbox !== undefined,
    refetchInterval: pollEvery(VOICEMAIL_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: VOICEMAIL_POLL_MS,
  });

/** How many new voicemails wait in the user's mailbox; undefined until known. */
export function useNewVoicemailCount(phone: string, mailbox: string | undefined): number | undefined {
  return useQuery(newVoicemailQueryOptions(phone, mailbox)).data;
}
