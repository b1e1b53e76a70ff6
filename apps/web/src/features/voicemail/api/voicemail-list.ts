import { VOICEMAIL_POLL_MS } from "@mobex/contracts/voicemail";
import { type VoicemailMessage, voicemailListEndpoint } from "@mobex/contracts/voicemail-box";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { sortNewestFirst } from "../model/voicemail-list";
import { voicemailListQueryKey } from "./query-keys";

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
