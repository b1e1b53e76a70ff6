import { describe, expect, it } from "vitest";
import { disabledReason, notificationCue } from "./notification-cue";

describe("the app bar's notification cue (spec 1 §2)", () => {
  it("asks while the browser has not been asked and the user wants notifications", () => {
    expect(notificationCue("default", true)).toBe("request");
  });

  it("shows notifications disabled when the browser refuses or the user switched them off", () => {
    expect(notificationCue("denied", true)).toBe("disabled");
    expect(notificationCue("denied", false)).toBe("disabled");
    expect(notificationCue("granted", false)).toBe("disabled");
    expect(notificationCue("default", false)).toBe("disabled");
  });

  it("shows nothing when notifications work or the browser has none", () => {
    expect(notificationCue("granted", true)).toBe("none");
    expect(notificationCue("unsupported", true)).toBe("none");
  });

  it("explains a browser's refusal differently from the user's own switch", () => {
    expect(disabledReason("denied")).toMatch(/site settings/);
    expect(disabledReason("granted")).toMatch(/settings menu/);
  });
});
