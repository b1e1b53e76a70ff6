import { describe, expect, it } from "vitest";
import { type AppBarAction, iconsThatFit, splitAppBarActions } from "./app-bar-overflow";

const ALL: AppBarAction[] = [
  "notifications",
  "voicemail",
  "notificationCue",
  "ringWarning",
  "busylightStatus",
  "callAttention",
];

describe("the app bar's overflow", () => {
  it("counts the 34 px icons with 4 px between them that fit a width", () => {
    expect(iconsThatFit(33)).toBe(0);
    expect(iconsThatFit(34)).toBe(1);
    expect(iconsThatFit(71)).toBe(1);
    expect(iconsThatFit(72)).toBe(2);
    expect(iconsThatFit(undefined)).toBe(Number.POSITIVE_INFINITY);
  });

  it("keeps every shown action in the bar, in the bar's order, when they fit: no More menu", () => {
    expect(splitAppBarActions(["notifications", "voicemail", "notificationCue"], 3)).toEqual({
      inBar: ["notificationCue", "voicemail", "notifications"],
      inMenu: [],
    });
  });

  it("gives one place to More and keeps the can't-ring warning and the notifications in view first", () => {
    expect(splitAppBarActions(ALL, 3)).toEqual({
      inBar: ["ringWarning", "notifications"],
      inMenu: ["callAttention", "busylightStatus", "notificationCue", "voicemail"],
    });
    expect(splitAppBarActions(["notifications", "voicemail", "busylightStatus", "callAttention"], 3)).toEqual(
      { inBar: ["voicemail", "notifications"], inMenu: ["callAttention", "busylightStatus"] },
    );
  });

  it("puts everything in More when only the More button fits", () => {
    expect(splitAppBarActions(["notifications", "voicemail"], 1)).toEqual({
      inBar: [],
      inMenu: ["voicemail", "notifications"],
    });
    expect(splitAppBarActions(["notifications", "voicemail"], 0).inMenu).toEqual([
      "voicemail",
      "notifications",
    ]);
  });
});
