import { routeTo } from "../../../shared/lib/audio-output";

/** Plays one call's far-end audio on the chosen speaker (spec 1 §3 Settings: audioOutput). */
export class RemoteAudio {
  readonly #element = new Audio();

  constructor() {
    this.#element.autoplay = true;
  }

  async play(track: MediaStreamTrack, deviceId: string): Promise<void> {
    this.#element.srcObject = new MediaStream([track]);
    await routeTo(this.#element, deviceId);
    try {
      await this.#element.play();
    } catch {
      // With the microphone captured, browsers let call audio play; `autoplay` retries otherwise.
    }
  }

  /** The user chose another speaker during the call. */
  route(deviceId: string): Promise<void> {
    return routeTo(this.#element, deviceId);
  }

  dispose(): void {
    this.#element.pause();
    this.#element.srcObject = null;
  }
}
