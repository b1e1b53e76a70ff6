import { queryOptions } from "@tanstack/react-query";
import { voicemailAudioEndpoint } from "@mobex/contracts/voicemail-box";
import { callForBytes } from "../../../shared/api/api-client";

/** A message's recording as a WAV blob (voicemail/audio answers bytes, not an envelope). */
export const fetchVoicemailAudio = (id: string, signal?: AbortSignal): Promise<Blob> =>
  callForBytes(voicemailAudioEndpoint, { id }, "audio/", { signal });

/** A recording never changes: fetched once while it is played or downloaded, kept a few minutes. */
export const voicemailAudioQueryOptions = (id: string) =>
  queryOptions({
    // Not under VOICEMAIL_QUERY_ROOT: a mailbox change refreshes the list, not the recordings.
    queryKey: ["voicemail-audio", id],
    queryFn: ({ signal }) => fetchVoicemailAudio(id, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
