import { anyEnvelopeSchema } from "@mobex/contracts/envelope";
import { queryOptions } from "@tanstack/react-query";
import { voicemailAudioEndpoint } from "@mobex/contracts/voicemail-box";
import { renewApiSession, sessionToken } from "../../../shared/api/api-client";
import { ApiError } from "../../../shared/api/api-error";

// spec 1 §4, §8: a 404 or 407 on an API call means the token expired: renew once and retry.
const isExpiryCode = (code: number) => code === 404 || code === 407;

async function request(id: string, signal?: AbortSignal): Promise<Blob | number> {
  const token = sessionToken();
  if (token === null) throw new ApiError("sessionExpired", "Not signed in");
  const body = voicemailAudioEndpoint.request.parse({ token, id });
  const response = await fetch(voicemailAudioEndpoint.path, {
    method: voicemailAudioEndpoint.method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal,
    credentials: "same-origin",
  });
  if (response.ok && response.headers.get("Content-Type")?.startsWith("audio/")) return response.blob();
  // Anything else is the envelope of a refusal (spec's code in responses[0]).
  const envelope = anyEnvelopeSchema.safeParse(await response.json().catch(() => null));
  return envelope.success ? (envelope.data.responses[0]?.code ?? response.status) : response.status;
}

/**
 * A message's recording as a WAV blob (voicemail/audio answers bytes, not an envelope, so the API
 * client's JSON path does not serve it; the renewal rule is the same).
 */
export async function fetchVoicemailAudio(id: string, signal?: AbortSignal): Promise<Blob> {
  let answer = await request(id, signal);
  if (typeof answer === "number" && isExpiryCode(answer) && (await renewApiSession())) {
    answer = await request(id, signal);
  }
  if (typeof answer === "number")
    throw new ApiError("http", "The voicemail message could not be fetched", answer);
  return answer;
}

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
