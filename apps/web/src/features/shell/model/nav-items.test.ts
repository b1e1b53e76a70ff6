import { describe, expect, it } from "vitest";
import type { Capabilities } from "../../auth/commands";
import { navItems } from "./nav-items";

const capabilities = (videoEnabled: boolean): Capabilities => ({
  videoEnabled,
  chatEnabled: false,
  conferenceEnabled: false,
  phoneBookEnabled: true,
});
const shown = (videoEnabled: boolean, callActive: boolean) =>
  navItems
    .filter(
      (item) => !item.shownFor || item.shownFor({ capabilities: capabilities(videoEnabled), callActive }),
    )
    .map((item) => item.label);

describe("the side navigation's Video link (spec 1 §2: only when a call is active or video is enabled)", () => {
  it("shows while video is enabled", () => {
    expect(shown(true, false)).toContain("Video");
  });

  it("shows during a call even with video off, and not otherwise", () => {
    expect(shown(false, true)).toContain("Video");
    expect(shown(false, false)).not.toContain("Video");
  });

  it("leads to the video route", () => {
    expect(navItems.find((item) => item.label === "Video")?.to).toBe("/video");
  });
});

describe("the side navigation's Chat link (spec 1 §2: only when chat is enabled, with the unread badge)", () => {
  const chat = navItems.find((item) => item.id === "chat");
  const context = (chatEnabled: boolean) => ({
    capabilities: { ...capabilities(false), chatEnabled },
    callActive: false,
  });

  it("shows only while chat is enabled, and counts unread messages", () => {
    expect(chat?.shownFor?.(context(true))).toBe(true);
    expect(chat?.shownFor?.(context(false))).toBe(false);
    expect(chat?.badge).toBe("unreadMessages");
    expect(chat?.to).toBe("/chat");
  });
});
