import type { JanusHandle } from "./janus-handle";

/** A PeerConnection for one handle, trickling its candidates to Janus (rest.html "trickle"). */
export function handlePeerConnection(
  handle: JanusHandle,
  iceServers: readonly RTCIceServer[],
): RTCPeerConnection {
  const pc = new RTCPeerConnection({ iceServers: [...iceServers] });
  pc.addEventListener("icecandidate", (event) => handle.trickle(event.candidate));
  return pc;
}

/** Answers Janus's offer on `pc` and returns the answer to send back. */
export async function answerOffer(
  pc: RTCPeerConnection,
  offer: RTCSessionDescriptionInit,
): Promise<RTCSessionDescriptionInit> {
  await pc.setRemoteDescription(offer);
  const answer = await pc.createAnswer();
  await pc.setLocalDescription(answer);
  return { type: "answer", sdp: answer.sdp ?? "" };
}

/** Runs jobs one after another: Janus refuses a renegotiation while another is in flight. */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(job, job);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}
