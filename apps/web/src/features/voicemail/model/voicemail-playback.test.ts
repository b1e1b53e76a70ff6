import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VoicemailPlayback } from "./voicemail-playback";

/** What the player uses of an <audio> element, driven by the test. */
class FakeAudio extends EventTarget {
  src = "";
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  refusePlay = false;
  play(): Promise<void> {
    if (this.refusePlay) return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    this.paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  }
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event("pause"));
  }
  advance(seconds: number): void {
    this.currentTime += seconds;
    this.dispatchEvent(new Event("timeupdate"));
  }
}

const message = (id: string, heard = false): VoicemailMessage => ({
  id,
  caller_number: "400011002",
  caller_name: "Bob Brown",
  received_at: "2026-11-24T14:05:00.000Z",
  duration: 6,
  heard,
});

describe("the voicemail player", () => {
  let audio: FakeAudio;
  let playback: VoicemailPlayback;
  const started: string[] = [];
  const failed = vi.fn();
  let load: (id: string) => Promise<Blob>;

  beforeEach(() => {
    started.length = 0;
    failed.mockClear();
    load = (id) => Promise.resolve(new Blob([id], { type: "audio/wav" }));
    vi.stubGlobal("URL", { createObjectURL: (blob: Blob) => `blob:${blob.size}`, revokeObjectURL: vi.fn() });
    audio = new FakeAudio();
    playback = new VoicemailPlayback({
      load: (id) => load(id),
      output: () => "default",
      started: (m) => started.push(m.id),
      failed,
    });
    playback.attach(audio as unknown as HTMLAudioElement);
  });
  afterEach(() => {
    playback.dispose();
    vi.unstubAllGlobals();
  });

  it("loads and plays a message, follows its position, pauses and resumes it", async () => {
    playback.toggle(message("a"));
    expect(playback.getSnapshot()).toMatchObject({ currentId: "a", status: "loading", length: 6 });
    await vi.waitFor(() => expect(playback.getSnapshot().status).toBe("playing"));
    expect(audio.src).toBe("blob:1");
    expect(started).toEqual(["a"]);

    audio.advance(1.5);
    expect(playback.getSnapshot().position).toBe(1.5);
    playback.seek(4);
    expect([audio.currentTime, playback.getSnapshot().position]).toEqual([4, 4]);

    playback.toggle(message("a"));
    expect(playback.getSnapshot().status).toBe("paused");
    playback.toggle(message("a"));
    expect(playback.getSnapshot().status).toBe("playing");
    expect(started).toEqual(["a"]);
  });

  it("switches to another message from its start, and a slow load that lost the race is dropped", async () => {
    let finishFirst: (blob: Blob) => void = () => undefined;
    load = (id) =>
      id === "a"
        ? new Promise((resolve) => (finishFirst = resolve))
        : Promise.resolve(new Blob(["bb"], { type: "audio/wav" }));
    playback.toggle(message("a"));
    playback.toggle(message("b", true));
    await vi.waitFor(() =>
      expect(playback.getSnapshot()).toMatchObject({ currentId: "b", status: "playing" }),
    );
    finishFirst(new Blob(["a"]));
    await Promise.resolve();
    expect(audio.src).toBe("blob:2");
    expect(started).toEqual(["b"]);
  });

  it("fails when the recording cannot be fetched or played, and tries again on the next press", async () => {
    load = () => Promise.reject(new Error("404"));
    playback.toggle(message("a"));
    await vi.waitFor(() => expect(playback.getSnapshot().status).toBe("failed"));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(started).toEqual([]);

    load = (id) => Promise.resolve(new Blob([id]));
    playback.toggle(message("a"));
    await vi.waitFor(() => expect(playback.getSnapshot().status).toBe("playing"));
    expect(started).toEqual(["a"]);
  });

  it("stops and forgets the current message", async () => {
    playback.toggle(message("a"));
    await vi.waitFor(() => expect(playback.getSnapshot().status).toBe("playing"));
    playback.stop();
    expect(audio.paused).toBe(true);
    expect(playback.getSnapshot()).toEqual({ currentId: null, status: "idle", position: 0, length: 0 });
  });
});
