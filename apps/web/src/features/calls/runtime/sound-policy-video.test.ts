import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { updateSettings } from "../../../shared/settings/settings-store";

import type { VideoLine } from "../../video/commands";

type VideoCallSound = "ring" | "ringback" | "none";
interface FakeVideoCall {
  line: VideoLine;
  readonly listeners: Set<() => void>;
}
const idle: VideoLine = { busy: false, ringing: false, ringingOut: false, held: false };
const video = vi.hoisted((): FakeVideoCall => ({
  line: { busy: false, ringing: false, ringingOut: false, held: false },
  listeners: new Set(),
}));
vi.mock("../../video/commands", () => ({
  videoLine: () => video.line,
  onVideoLineChange: (listener: () => void) => {
    video.listeners.add(listener);
    return () => video.listeners.delete(listener);
  },
}));

const player = vi.hoisted(() => ({
  playing: new Map<string, string>(),
}));
vi.mock("../audio/sound-player", () => ({
  SoundPlayer: class {
    prepare(): void {}
    play(name: string, deviceId: string): Promise<"playing"> {
      player.playing.set(name, deviceId);
      return Promise.resolve("playing");
    }
    isPlaying(name: string): boolean {
      return player.playing.has(name);
    }
    stop(name: string): void {
      player.playing.delete(name);
    }
    dispose(): void {
      player.playing.clear();
    }
  },
}));

const { SoundPolicy } = await import("./sound-policy");

/** The video call's line as the sound asks: an offer ringing here, or ours ringing out ('Calling...'). */
function videoCallAsks(sound: VideoCallSound): void {
  video.line = {
    ...idle,
    ringing: sound === "ring",
    ringingOut: sound === "ringback",
    busy: sound === "ringback",
  };
  video.listeners.forEach((listener) => listener());
}

describe("the call sounds of a video call (issue 11)", () => {
  let policy: InstanceType<typeof SoundPolicy>;
  beforeEach(() => {
    updateSettings({ audioOutput: "speaker-1", audioRingOutput: "ringer-2" });
    policy = new SoundPolicy();
  });
  afterEach(() => {
    policy.dispose();
    video.line = idle;
    updateSettings({ audioOutput: "default", audioRingOutput: "default" });
  });

  it("rings on the ringing device while a video offer waits, and stops when it is answered, refused or cancelled", async () => {
    videoCallAsks("ring");
    await vi.waitFor(() => expect(player.playing.get("ring")).toBe("ringer-2"));
    videoCallAsks("none");
    expect(player.playing.has("ring")).toBe(false);
  });

  it("rings back on the speaker while 'Calling...', until the colleague answers", () => {
    videoCallAsks("ringback");
    expect(player.playing.get("ringback")).toBe("speaker-1");
    videoCallAsks("none");
    expect(player.playing.has("ringback")).toBe(false);
  });

  it("is silent once disposed", () => {
    policy.dispose();
    videoCallAsks("ring");
    expect(player.playing.size).toBe(0);
  });
});
