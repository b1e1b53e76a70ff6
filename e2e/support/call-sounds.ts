// The call sounds a page plays, read in the page: the app plays them on media elements of its own
// (features/calls/audio/sound-player.ts), so every element that is asked to play is noted, and each
// sound is told by its spec 1 §9 volume (ring 1, ring-back 0.25) and its looping. Also the device an
// element plays on (HTMLMediaElement.sinkId) and the output devices the browser offers.
import type { Page } from "@playwright/test";

interface SoundWindow {
  __e2eSounds?: Set<HTMLMediaElement>;
}

/** From now on, every media element the page asks to play is noted (an evaluation: no reload). */
export async function watchSounds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as SoundWindow;
    if (probe.__e2eSounds !== undefined) return;
    const sounds = new Set<HTMLMediaElement>();
    probe.__e2eSounds = sounds;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      sounds.add(this);
      return play.call(this);
    };
  });
}

export type LoopingSound = "ring" | "ringback";

/**
 * The output device (sinkId, "" for the system default) of the looping `sound` playing now, or null
 * when it is silent.
 */
export function soundPlaying(page: Page, sound: LoopingSound): Promise<string | null> {
  return page.evaluate((volume) => {
    const sounds = (window as unknown as SoundWindow).__e2eSounds ?? new Set<HTMLMediaElement>();
    for (const element of sounds) {
      if (element.loop && !element.paused && element.volume === volume) {
        return (element as HTMLMediaElement & { sinkId: string }).sinkId;
      }
    }
    return null;
  }, soundVolume[sound]);
}

// spec 1 §9: "Sound volumes: ring 1; ringback 0.25".
const soundVolume: Record<LoopingSound, number> = { ring: 1, ringback: 0.25 };

/** The id the page knows an audio output by, from its label (e.g. Chromium's "Fake Audio Output 1"). */
export function outputDeviceId(page: Page, label: string): Promise<string | undefined> {
  return page.evaluate(
    async (wanted) =>
      (await navigator.mediaDevices.enumerateDevices()).find(
        (device) => device.kind === "audiooutput" && device.label === wanted,
      )?.deviceId,
    label,
  );
}

/** The media elements in the document that play a live stream (a call's far side): device and state. */
export function liveAudioOutputs(page: Page): Promise<{ sinkId: string; playing: boolean }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("audio"))
      .filter((element) => element.srcObject !== null)
      .map((element) => ({
        sinkId: (element as HTMLMediaElement & { sinkId: string }).sinkId,
        playing: !element.paused,
      })),
  );
}
