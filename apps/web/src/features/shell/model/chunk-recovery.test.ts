import { describe, expect, it } from "vitest";
import { RELOAD_AGAIN_AFTER_MS, type ChunkRecoverySources, chunkRecoveryOf } from "./chunk-recovery";

const back: ChunkRecoverySources = {
  reachability: "reachable",
  liveCall: false,
  lastReloadAt: null,
  now: 100_000,
};

describe("a screen whose code could not be fetched (issue 9)", () => {
  it("reloads the page once the server answers", () => {
    expect(chunkRecoveryOf(back)).toBe("reload");
    expect(chunkRecoveryOf({ ...back, reachability: "checking" })).toBe("waitingForConnection");
    expect(chunkRecoveryOf({ ...back, reachability: "unreachable" })).toBe("waitingForConnection");
  });

  it("never reloads during a call, which the reload would cut off", () => {
    expect(chunkRecoveryOf({ ...back, liveCall: true })).toBe("waitingForCall");
  });

  it("leaves it to the user when its own reload just failed to bring the screen", () => {
    const reloadedAt = back.now - RELOAD_AGAIN_AFTER_MS + 1;
    expect(chunkRecoveryOf({ ...back, lastReloadAt: reloadedAt })).toBe("offerReload");
    expect(chunkRecoveryOf({ ...back, lastReloadAt: back.now - RELOAD_AGAIN_AFTER_MS })).toBe("reload");
  });
});
