import { beforeEach, describe, expect, it } from "vitest";
import { busylightActions, useBusylightStore } from "./busylight-store";
import { isSupportedPlatform, statusOfCode } from "./device-status";

describe("the lamp's answer (spec 1 §4 status codes)", () => {
  it("reads 200 as on, 404 as disconnected, 500 or no answer as software not installed", () => {
    expect(statusOfCode(200)).toBe("on");
    expect(statusOfCode(404)).toBe("disconnected");
    expect(statusOfCode(403)).toBe("servesOtherApp");
    expect(statusOfCode(500)).toBe("notInstalled");
    expect(statusOfCode(null)).toBe("notInstalled");
  });

  it("knows the systems the busylight software runs on", () => {
    expect(isSupportedPlatform("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0")).toBe(true);
    expect(isSupportedPlatform("Mozilla/5.0 (Windows NT 10.0; Win64; x64)")).toBe(true);
    expect(isSupportedPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)")).toBe(true);
    expect(isSupportedPlatform("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe(false);
    expect(isSupportedPlatform("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(false);
    expect(isSupportedPlatform("Mozilla/5.0 (X11; CrOS x86_64 15000.0.0)")).toBe(false);
  });
});

describe("the problem dialogs (spec 1 §8)", () => {
  beforeEach(() => busylightActions.reset());

  it("open when the lamp becomes unreachable, not again on every refresh", () => {
    busylightActions.reportStatus("notInstalled");
    expect(useBusylightStore.getState().problem).toBe("notInstalled");
    busylightActions.closeProblem();
    busylightActions.reportStatus("notInstalled");
    expect(useBusylightStore.getState().problem).toBeNull();
  });

  it("follow a change of problem and close when the lamp answers", () => {
    busylightActions.reportStatus("notInstalled");
    busylightActions.reportStatus("disconnected");
    expect(useBusylightStore.getState().problem).toBe("disconnected");
    busylightActions.reportStatus("on");
    expect(useBusylightStore.getState().problem).toBeNull();
  });
});
