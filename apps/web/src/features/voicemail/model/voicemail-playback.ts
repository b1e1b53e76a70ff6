import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { routeTo } from "../../../shared/lib/audio-output";

/**
 * The page's one player (STYLE.md: view state outside React, read through subscribe/getSnapshot):
 *
 *   idle ──toggle──▶ loading ──▶ playing ⇄ paused      (ended → paused)
 *                       └──────▶ failed ──toggle──▶ loading
 */
export type PlaybackStatus = "idle" | "loading" | "playing" | "paused" | "failed";

export interface PlaybackSnapshot {
  readonly currentId: string | null;
  readonly status: PlaybackStatus;
  /** Seconds played, and the recording's length (the list's until the file says). */
  readonly position: number;
  readonly length: number;
}

export interface PlaybackDeps {
  /** The recording's bytes (voicemail/audio). */
  load(id: string): Promise<Blob>;
  /** The speaker chosen in Settings (spec 1 §3 audioOutput). */
  output(): string;
  /** A message started to play: it is heard now. */
  started(message: VoicemailMessage): void;
  failed(): void;
}

const IDLE: PlaybackSnapshot = { currentId: null, status: "idle", position: 0, length: 0 };

export class VoicemailPlayback {
  #audio: HTMLAudioElement | null = null;
  #detach: (() => void) | null = null;
  #url: string | null = null;
  #attempt = 0;
  #snapshot = IDLE;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly deps: PlaybackDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): PlaybackSnapshot => this.#snapshot;

  /** The <audio> element's ref callback: its events drive the snapshot. */
  readonly attach = (element: HTMLAudioElement | null): void => {
    this.#detach?.();
    this.#detach = null;
    this.#audio = element;
    if (element === null) return;
    const onTime = () => this.#set({ position: element.currentTime });
    const onLength = () => {
      if (Number.isFinite(element.duration)) this.#set({ length: element.duration });
    };
    const onPlay = () => this.#set({ status: "playing" });
    const onPause = () => {
      if (this.#snapshot.status === "playing") this.#set({ status: "paused" });
    };
    const events: [string, () => void][] = [
      ["timeupdate", onTime],
      ["seeked", onTime],
      ["loadedmetadata", onLength],
      ["durationchange", onLength],
      ["play", onPlay],
      ["pause", onPause],
    ];
    for (const [type, listener] of events) element.addEventListener(type, listener);
    this.#detach = () => {
      for (const [type, listener] of events) element.removeEventListener(type, listener);
    };
  };

  /** Plays `message` from the start, or pauses / resumes it when it is the current one. */
  toggle(message: VoicemailMessage): void {
    const audio = this.#audio;
    if (audio === null) return;
    const { currentId, status } = this.#snapshot;
    if (message.id !== currentId || status === "idle" || status === "failed")
      void this.#start(message, audio);
    else if (status === "playing") audio.pause();
    else if (status === "paused") audio.play().catch(() => this.#set({ status: "failed" }));
  }

  seek(seconds: number): void {
    if (this.#audio !== null) this.#audio.currentTime = seconds;
    this.#set({ position: seconds });
  }

  /** A new speaker was chosen in Settings. */
  route(deviceId: string): void {
    if (this.#audio !== null) void routeTo(this.#audio, deviceId);
  }

  /** The current message is gone (deleted): stop and forget it. */
  stop(): void {
    this.#attempt += 1;
    this.#audio?.pause();
    this.#set(IDLE);
  }

  dispose(): void {
    this.stop();
    this.#detach?.();
    if (this.#url !== null) URL.revokeObjectURL(this.#url);
    this.#url = null;
    this.#listeners.clear();
  }

  async #start(message: VoicemailMessage, audio: HTMLAudioElement): Promise<void> {
    const attempt = ++this.#attempt;
    this.#set({ currentId: message.id, status: "loading", position: 0, length: message.duration });
    try {
      const blob = await this.deps.load(message.id);
      if (attempt !== this.#attempt) return;
      if (this.#url !== null) URL.revokeObjectURL(this.#url);
      this.#url = URL.createObjectURL(blob);
      audio.src = this.#url;
      await routeTo(audio, this.deps.output());
      await audio.play();
      this.deps.started(message);
    } catch {
      if (attempt !== this.#attempt) return;
      this.#set({ status: "failed" });
      this.deps.failed();
    }
  }

  #set(patch: Partial<PlaybackSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
