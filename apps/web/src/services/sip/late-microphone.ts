/** What the microphone needs to know of its call. */
export interface LateMicrophoneCall {
  /** Muted, or held by us: the track arrives disabled, as JsSIP would have left it. */
  silenced(): boolean;
  /** The browser would not hand the microphone over (unplugged, taken, permission withdrawn). */
  refused(): void;
}

const stopAll = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The microphone of a call whose INVITE left before the microphone had opened (SipEngine.call).
 * The offer carries an audio sender with no track; the track takes its place once the browser
 * hands it over, without renegotiation (RTCRtpSender.replaceTrack). Stopped with its call.
 */
export class LateMicrophone {
  #stream: MediaStream | null = null;
  #stopped = false;

  constructor(opening: Promise<MediaStream>, sender: RTCRtpSender, call: LateMicrophoneCall) {
    opening.then(
      (stream) => void this.#arrive(stream, sender, call),
      () => {
        if (!this.#stopped) call.refused();
      },
    );
  }

  stop(): void {
    this.#stopped = true;
    if (this.#stream !== null) stopAll(this.#stream);
    this.#stream = null;
  }

  async #arrive(stream: MediaStream, sender: RTCRtpSender, call: LateMicrophoneCall): Promise<void> {
    const track = stream.getAudioTracks()[0];
    if (this.#stopped || track === undefined) {
      stopAll(stream);
      if (!this.#stopped) call.refused();
      return;
    }
    this.#stream = stream;
    track.enabled = !call.silenced();
    // A conference mix that took the sender meanwhile keeps it.
    if (sender.track !== null) return;
    // The connection closed while the track was on its way: the call has ended.
    await sender.replaceTrack(track).catch(() => this.stop());
  }
}
