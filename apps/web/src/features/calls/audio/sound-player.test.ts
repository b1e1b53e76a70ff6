import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toneWav = vi.fn(() => new Uint8Array(44));
vi.mock("./tone-wav", () => ({ toneWav }));

/** A player of a fresh page: no tone rendered yet (sounds.ts keeps each one for the page). */
async function freshPlayer() {
  vi.resetModules();
  const { SoundPlayer } = await import("./sound-player");
  return new SoundPlayer();
}

describe("the call sounds made ready ahead (issue 8 §4)", () => {
  const played = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 1));
    vi.stubGlobal("cancelIdleCallback", (handle: number) => clearTimeout(handle));
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:sound");
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(played);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toneWav.mockClear();
  });

  it("renders the ring and ring-back tones while the page is idle, so that the first ring renders none", async () => {
    const player = await freshPlayer();
    player.prepare(["ring", "ringback"]);
    expect(toneWav).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(toneWav).toHaveBeenCalledTimes(2);
    await expect(player.play("ring", "")).resolves.toBe("playing");
    expect(toneWav).toHaveBeenCalledTimes(2);
    player.dispose();
  });

  it("renders nothing once disposed before the page was idle", async () => {
    const player = await freshPlayer();
    player.prepare(["ring"]);
    player.dispose();
    await vi.advanceTimersByTimeAsync(1);
    expect(toneWav).not.toHaveBeenCalled();
  });
});
