import { type CallStats, callStatsOf } from "./call-stats";

/** What a session needs to take the microphone and build its peer connection (JsSIP AnswerOptions). */
export interface SessionMediaOptions {
  readonly mediaConstraints: MediaStreamConstraints;
  readonly pcConfig: RTCConfiguration;
}

function audioSender(pc: RTCPeerConnection | null): RTCRtpSender | undefined {
  return pc?.getSenders().find((sender) => sender.track?.kind === "audio" || sender.dtmf !== null);
}

/** The audio track we send, or null before the microphone was taken. */
export function localAudioTrack(pc: RTCPeerConnection | null): MediaStreamTrack | null {
  return audioSender(pc)?.track ?? null;
}

/** The audio track the far end sends us, once negotiated. */
export function remoteAudioTrack(pc: RTCPeerConnection | null): MediaStreamTrack | null {
  if (pc === null) return null;
  return pc.getReceivers().find((receiver) => receiver.track.kind === "audio")?.track ?? null;
}

/** Swaps what we send without renegotiation (the conference mix, and back to the microphone). */
export async function replaceLocalAudio(
  pc: RTCPeerConnection | null,
  track: MediaStreamTrack,
): Promise<void> {
  const sender = audioSender(pc);
  if (sender === undefined) throw new Error("The call has no audio sender yet");
  await sender.replaceTrack(track);
}

export async function sampleStats(pc: RTCPeerConnection | null): Promise<CallStats | null> {
  if (pc === null || pc.connectionState === "closed") return null;
  return callStatsOf(await pc.getStats());
}

/** RFC 4733 tones on the audio sender, appended to any still queued; false when there is no DTMF sender. */
export function queueDtmf(
  pc: RTCPeerConnection | null,
  tones: string,
  durationMs: number,
  gapMs: number,
): boolean {
  const dtmf = audioSender(pc)?.dtmf;
  if (dtmf === undefined || dtmf === null || !dtmf.canInsertDTMF) return false;
  dtmf.insertDTMF(dtmf.toneBuffer + tones, durationMs, gapMs);
  return true;
}
