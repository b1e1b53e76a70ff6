import { beforeEach, describe, expect, it, vi } from "vitest";
import { startVideoCall } from "./commands";
import { useVideoCallStore, videoCallTransitions } from "./model/video-call-store";
import { loadVideoRuntime } from "./runtime/load-video-runtime";
import type { VideoRuntime } from "./runtime/video-runtime-api";

vi.mock("./runtime/load-video-runtime", () => ({ loadVideoRuntime: vi.fn() }));

const runtime = { call: vi.fn() } as unknown as VideoRuntime;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(loadVideoRuntime).mockResolvedValue(runtime);
  videoCallTransitions.ended(null);
  videoCallTransitions.ownNumberKnown("400011004");
});

describe("startVideoCall", () => {
  it("shows 'Calling...' at once and places the call once the runtime is there", async () => {
    startVideoCall(" 1005 ", "Erin Evans");
    expect(useVideoCallStore.getState()).toMatchObject({
      phase: "calling",
      direction: "out",
      peer: { number: "1005", name: "Erin Evans" },
    });
    await vi.waitFor(() => expect(runtime.call).toHaveBeenCalledWith("1005"));
  });

  it("refuses the user's own number: 'You cannot call yourself', and places nothing", () => {
    startVideoCall("400011004");
    expect(useVideoCallStore.getState()).toMatchObject({ phase: "idle", notice: "callingYourself" });
    expect(loadVideoRuntime).not.toHaveBeenCalled();
  });

  it("places no second call while one exists", () => {
    startVideoCall("1005");
    startVideoCall("1006");
    expect(useVideoCallStore.getState().peer?.number).toBe("1005");
    expect(loadVideoRuntime).toHaveBeenCalledTimes(1);
  });

  it("says 'User unavailable' when the video feature cannot be loaded", async () => {
    vi.mocked(loadVideoRuntime).mockRejectedValue(new Error("offline"));
    startVideoCall("1005");
    await vi.waitFor(() =>
      expect(useVideoCallStore.getState()).toMatchObject({ phase: "idle", notice: "unavailable" }),
    );
  });
});
