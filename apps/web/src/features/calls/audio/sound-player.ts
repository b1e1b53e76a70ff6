import { routeTo } from "../../../shared/lib/audio-output";
import { type SoundName, loopingSounds, soundUrl, soundVolumes } from "./sounds";

/** "blocked": the browser refused to play before the page had a user gesture (autoplay policy). */
export type PlayResult = "playing" | "blocked" | "interrupted";

// Where the page cannot say when it is idle, soon after.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/** Plays the call sounds, each on its own element so that ring and ring-back never cut each other. */
export class SoundPlayer {
  readonly #elements = new Map<SoundName, HTMLAudioElement>();
  #cancelPreparation: (() => void) | null = null;

  /**
   * Renders `names` and loads their elements while the page is idle: the first ring then starts
   * without rendering its tone first, work that would delay the ring screen (issue 8 §4).
   */
  prepare(names: readonly SoundName[]): void {
    this.#cancelPreparation?.();
    this.#cancelPreparation = whenIdle(() => {
      this.#cancelPreparation = null;
      for (const name of names) this.#element(name);
    });
  }

  async play(name: SoundName, deviceId: string): Promise<PlayResult> {
    const element = this.#element(name);
    await routeTo(element, deviceId);
    element.currentTime = 0;
    try {
      await element.play();
      return "playing";
    } catch (error) {
      // AbortError: stop() came before playback began, which is no failure.
      return error instanceof DOMException && error.name === "NotAllowedError" ? "blocked" : "interrupted";
    }
  }

  isPlaying(name: SoundName): boolean {
    const element = this.#elements.get(name);
    return element !== undefined && !element.paused;
  }

  stop(name: SoundName): void {
    const element = this.#elements.get(name);
    if (element === undefined || element.paused) return;
    element.pause();
    element.currentTime = 0;
  }

  dispose(): void {
    this.#cancelPreparation?.();
    this.#cancelPreparation = null;
    for (const element of this.#elements.values()) {
      element.pause();
      element.removeAttribute("src");
      element.load();
    }
    this.#elements.clear();
  }

  #element(name: SoundName): HTMLAudioElement {
    let element = this.#elements.get(name);
    if (element === undefined) {
      element = new Audio(soundUrl(name));
      element.loop = loopingSounds.has(name);
      element.volume = soundVolumes[name];
      this.#elements.set(name, element);
    }
    return element;
  }
}
