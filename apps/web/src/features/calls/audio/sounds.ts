import { type ToneStep, toneWav } from "./tone-wav";

export type SoundName = "ring" | "waiting" | "ringback" | "answered" | "failed" | "notification";

// spec 1 §9: "Sound volumes: ring 1; ringback 0.25; failed and answered sounds 0.25; … notification
// sound 0.5".
export const soundVolumes: Record<SoundName, number> = {
  ring: 1,
  // Not in the spec: heard in the ear during a call, as soft as the ring-back.
  waiting: 0.25,
  ringback: 0.25,
  answered: 0.25,
  failed: 0.25,
  notification: 0.5,
};

const pause = (ms: number): ToneStep => ({ hz: [], ms });
const note = (hz: number, ms: number): ToneStep => ({ hz: [hz, hz * 2], ms });

/**
 * The patterns: a bright three-note ring, the UK ring-back cadence, a rising chime and a falling
 * one, and a soft double knock for a notification.
 */
const patterns: Record<SoundName, readonly ToneStep[]> = {
  ring: [
    note(659, 110),
    note(831, 110),
    note(988, 160),
    pause(90),
    note(659, 110),
    note(831, 110),
    note(988, 160),
    pause(1_700),
  ],
  // Call waiting (ITU-T E.180): 440 Hz, two short beeps, then a long pause — heard over a call.
  waiting: [{ hz: [440], ms: 300 }, pause(200), { hz: [440], ms: 300 }, pause(4_000)],
  // ETSI/Ofcom ring-back: 400+450 Hz, 0.4 s on, 0.2 s off, 0.4 s on, 2 s off.
  ringback: [{ hz: [400, 450], ms: 400 }, pause(200), { hz: [400, 450], ms: 400 }, pause(2_000)],
  answered: [note(784, 90), note(1_175, 140)],
  failed: [note(988, 160), note(784, 160), note(587, 260)],
  notification: [note(880, 120), pause(60), note(880, 180)],
};

export const loopingSounds: ReadonlySet<SoundName> = new Set(["ring", "waiting", "ringback"]);

const urls = new Map<SoundName, string>();

/** A blob URL of the sound, rendered once per page. */
export function soundUrl(name: SoundName): string {
  let url = urls.get(name);
  if (url === undefined) {
    url = URL.createObjectURL(new Blob([toneWav(patterns[name]).slice().buffer], { type: "audio/wav" }));
    urls.set(name, url);
  }
  return url;
}
