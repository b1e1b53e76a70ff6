import { useSettingsStore } from "../../../shared/settings/settings-store";
import { SoundPlayer } from "../audio/sound-player";
import { onVideoLineChange, videoLine } from "../../video/commands";
import type { Call } from "../model/call";
import { ringingSound } from "../model/call-waiting";
import { callTransitions, useCallStore } from "../model/call-store";

// spec 1 §9: "failed sound only if within 5 s" — a call that fails within 5 s of being placed
// (busy, unknown number, unreachable) gets the failed sound; one that rang out does not.
const FAILED_SOUND_WITHIN_MS = 5_000;

/** `blocked`: the browser refused; the ring waits for the user's Ok (a gesture) instead of retrying. */
type RingState = "silent" | "starting" | "ringing" | "blocked";

// A video offer rings and a video call's 'Calling...' rings back as a SIP call does (issue 11).
const rings = (calls: readonly Call[]) => ringingSound(calls, videoLine()) === "ring";
const ringsBack = (calls: readonly Call[]) =>
  calls.some(
    (call) => call.direction === "out" && call.origin !== "replacing" && call.status === "ringing",
  ) || videoLine().ringingOut;

/**
 * The call sounds follow the calls (spec 1 §9): ring while an incoming call waits (the waiting tone
 * instead while another call, SIP or video, has the line — spec 1 §4 call waiting), ring-back while
 * our call rings, a chime on answer and on an early failure, a knock on a missed call. A ring the browser refuses before any
 * user gesture raises the "Ring Tone Blocked by Browser" dialog (spec 1 §8).
 */
export class SoundPolicy {
  readonly #player = new SoundPlayer();
  readonly #unsubscribers: readonly (() => void)[];
  #ring: RingState = "silent";

  constructor() {
    this.#unsubscribers = [
      useCallStore.subscribe((state, previous) => {
        this.#followRinging(state.calls);
        this.#chime(state.calls, previous.calls);
      }),
      onVideoLineChange(() => this.#followRinging(useCallStore.getState().calls)),
    ];
    this.#player.prepare(["ring", "ringback"]);
  }

  /** A missed call (spec 1 §9: notification sound 0.5), on the device that rings. */
  notify(): void {
    void this.#player.play("notification", useSettingsStore.getState().audioRingOutput);
  }

  /** After the user's Ok on the dialog: that click is the gesture the browser wanted. */
  retryRing(): void {
    const waiting = this.#ring === "silent" || this.#ring === "blocked";
    if (rings(useCallStore.getState().calls) && waiting) void this.#startRing();
  }

  dispose(): void {
    this.#unsubscribers.forEach((unsubscribe) => unsubscribe());
    this.#player.dispose();
    this.#ring = "silent";
  }

  #followRinging(calls: readonly Call[]): void {
    if (rings(calls)) {
      if (this.#ring === "silent") void this.#startRing();
    } else {
      this.#ring = "silent";
      this.#player.stop("ring");
    }
    const { audioOutput } = useSettingsStore.getState();
    if (ringingSound(calls, videoLine()) !== "waiting") this.#player.stop("waiting");
    else if (!this.#player.isPlaying("waiting")) void this.#player.play("waiting", audioOutput);
    if (ringsBack(calls)) {
      if (!this.#player.isPlaying("ringback")) void this.#player.play("ringback", audioOutput);
    } else {
      this.#player.stop("ringback");
    }
  }

  #chime(calls: readonly Call[], previous: readonly Call[]): void {
    const { audioOutput } = useSettingsStore.getState();
    for (const call of calls) {
      const before = previous.find((other) => other.id === call.id);
      if (before === undefined || before.status === call.status) continue;
      if (call.status === "answered") void this.#player.play("answered", audioOutput);
      if (
        call.status === "failed" &&
        call.origin === "dialled" &&
        (call.endTime ?? 0) - call.startTime <= FAILED_SOUND_WITHIN_MS
      ) {
        void this.#player.play("failed", audioOutput);
      }
    }
  }

  async #startRing(): Promise<void> {
    this.#ring = "starting";
    const result = await this.#player.play("ring", useSettingsStore.getState().audioRingOutput);
    if (this.#ring !== "starting") {
      this.#player.stop("ring");
      return;
    }
    if (result === "blocked") {
      this.#ring = "blocked";
      callTransitions.ringAudioChanged("needsInteraction");
      callTransitions.dialogShown("ringBlocked");
      return;
    }
    this.#ring = "ringing";
    callTransitions.ringAudioChanged("allowed");
  }
}
