import { describe, expect, it } from "vitest";
import { ringTimeChoices, shownVoicemailSettings } from "./voicemail-settings";

describe("the voicemail settings shown", () => {
  it("fills what the user left out with the defaults", () => {
    expect(shownVoicemailSettings({})).toEqual({ enabled: true, noAnswerSeconds: 25, emailRecording: false });
    expect(shownVoicemailSettings({ enabled: false, noAnswerSeconds: 45 })).toEqual({
      enabled: false,
      noAnswerSeconds: 45,
      emailRecording: false,
    });
  });

  it("offers a ring time stored outside the list, in order", () => {
    expect(ringTimeChoices(25)).toEqual([10, 15, 20, 25, 30, 45, 60]);
    expect(ringTimeChoices(40)).toEqual([10, 15, 20, 25, 30, 40, 45, 60]);
  });
});
