import type { SipSession } from "../../../services/sip/sip-session";

/**
 * spec 1 §4 Conference: "merge (mixes the audio of two sessions)". The host mixes locally: each far
 * end is sent the host's microphone plus the other far end's audio, swapped into its sender with
 * RTCRtpSender.replaceTrack, so no renegotiation and no conference server are needed. The host hears
 * both far ends through their own call audio.
 */
export class ConferenceMixer {
  readonly #context = new AudioContext();
  readonly #microphones = new Map<SipSession, MediaStreamTrack>();

  private constructor() {}

  static async merge(first: SipSession, second: SipSession): Promise<ConferenceMixer> {
    const mixer = new ConferenceMixer();
    try {
      await mixer.#context.resume();
      await mixer.#mixInto(first, second);
      await mixer.#mixInto(second, first);
      return mixer;
    } catch (error) {
      await mixer.dispose();
      throw error;
    }
  }

  /** Muting in a conference silences the host's microphone only; the far ends still hear each other. */
  setMicrophoneMuted(muted: boolean): void {
    for (const microphone of this.#microphones.values()) microphone.enabled = !muted;
  }

  /**
   * Puts each call's own microphone back (for calls still up) and closes the mix. The microphones
   * keep the conference's mute state; the caller re-applies each call's own.
   */
  async dispose(): Promise<void> {
    const restores = [...this.#microphones].map(async ([session, microphone]) => {
      if (!session.isEnded) await session.replaceLocalAudio(microphone).catch(() => undefined);
    });
    this.#microphones.clear();
    await Promise.all(restores);
    if (this.#context.state !== "closed") await this.#context.close();
  }

  async #mixInto(target: SipSession, other: SipSession): Promise<void> {
    const microphone = target.localAudioTrack();
    const otherParty = other.remoteAudioTrack();
    if (microphone === null || otherParty === null) throw new Error("Both calls need audio to merge");
    const mix = this.#context.createMediaStreamDestination();
    this.#context.createMediaStreamSource(new MediaStream([microphone])).connect(mix);
    this.#context.createMediaStreamSource(new MediaStream([otherParty])).connect(mix);
    const [mixed] = mix.stream.getAudioTracks();
    if (mixed === undefined) throw new Error("The mix has no audio track");
    this.#microphones.set(target, microphone);
    await target.replaceLocalAudio(mixed);
  }
}
