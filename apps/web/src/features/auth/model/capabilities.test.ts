import { describe, expect, it } from "vitest";
import { profileFixture } from "../../../test/profile";
import { allowedFeatures, capabilitiesOf } from "./capabilities";
import { defaultSettings } from "../../../shared/settings/settings-store";

const videoToken = { video_support: "1" } as const;

describe("the capabilities", () => {
  it("allow nothing until the profile is known", () => {
    expect(allowedFeatures(undefined, videoToken)).toEqual({
      video: false,
      chat: false,
      busylight: false,
      conference: false,
      phoneBook: false,
    });
  });

  it("follow the administrator's and provisioning's flags", () => {
    const all = profileFixture({ busylight: "1" });
    expect(allowedFeatures(all, videoToken)).toEqual({
      video: true,
      chat: true,
      busylight: true,
      conference: true,
      phoneBook: true,
    });
    expect(allowedFeatures(profileFixture({ chat_disabled: "1" }), videoToken).chat).toBe(false);
    expect(allowedFeatures(profileFixture({ chat_support: "0" }), videoToken).chat).toBe(false);
    expect(allowedFeatures(profileFixture({ cpb: "0" }), videoToken).phoneBook).toBe(false);
    expect(allowedFeatures(profileFixture({ conference: "0" }), videoToken).conference).toBe(false);
  });

  it("take video away when either the token or the profile says video_support other than '1'", () => {
    expect(allowedFeatures(profileFixture(), { video_support: "0" }).video).toBe(false);
    expect(allowedFeatures(profileFixture({ video_support: "0" }), videoToken).video).toBe(false);
    expect(allowedFeatures(profileFixture(), null).video).toBe(false);
  });

  it("turn video and chat off with the user's switches", () => {
    const allowed = allowedFeatures(profileFixture({ busylight: "1" }), videoToken);
    expect(capabilitiesOf(allowed, defaultSettings)).toEqual({
      videoEnabled: true,
      chatEnabled: true,
      conferenceEnabled: true,
      phoneBookEnabled: true,
    });
    expect(capabilitiesOf(allowed, { disableVideo: true, disableChat: true })).toMatchObject({
      videoEnabled: false,
      chatEnabled: false,
    });
  });

  it("never turn on what the administrator turned off, whatever the switches say", () => {
    const none = allowedFeatures(
      profileFixture({ video_support: "0", chat_disabled: "1", busylight: "0", cpb: "0", conference: "0" }),
      videoToken,
    );
    expect(capabilitiesOf(none, { disableVideo: false, disableChat: false })).toEqual({
      videoEnabled: false,
      chatEnabled: false,
      conferenceEnabled: false,
      phoneBookEnabled: false,
    });
  });
});
