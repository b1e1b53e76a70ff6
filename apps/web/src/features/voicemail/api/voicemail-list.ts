import { VOICEMAIL_POLL_MS, type VoicemailMessage, voicemailListEndpoint } from "@mobex/contracts/voicemail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { sortNewestFirst } from "../model/voicemail-list";

/** Every voicemail query starts with this key: a change or a notice refreshes them all. */
export const VOICEMAIL_QUERY_ROOT = ["voicemail"] as const;
export const voicemailListQueryKey = [...VOICEMAIL_QUERY_ROOT, "list"] as const;

export const voicemailListQueryOptions = () =>
  queryOptions({
    queryKey: voicemailListQueryKey,
    queryFn: async ({ signal }): Promise<VoicemailMessage[]> =>
      sortNewestFirst(dataOf(await call(voicemailListEndpoint, {}, { signal })).messages),
    staleTime: VOICEMAIL_POLL_MS,
  });

/** The user's voicemail messages, newest first (voicemail/list). */
export function useVoicemailList() {
  return useQuery(voicemailListQueryOptions());
}
