import { describe, expect, it } from "vitest";
import { OPEN_LIST_CAP, pushCapped, visiblePopupCount } from "./popup-stack";

const same = (a: number, b: number) => a === b;

describe("the popup stack (spec 2 §4, §9)", () => {
  it("adds a popup only if absent", () => {
    expect(pushCapped([1, 2], 2, OPEN_LIST_CAP, same)).toEqual([1, 2]);
    expect(pushCapped([1, 2], 3, OPEN_LIST_CAP, same)).toEqual([1, 2, 3]);
  });

  it("drops the oldest when the list is full", () => {
    const full = Array.from({ length: 20 }, (_, index) => index);
    const next = pushCapped(full, 20, OPEN_LIST_CAP, same);
    expect(next).toHaveLength(20);
    expect(next[0]).toBe(1);
    expect(next.at(-1)).toBe(20);
    expect(
      pushCapped(
        Array.from({ length: 10 }, (_, index) => index),
        10,
        10,
        same,
      )[0],
    ).toBe(1);
  });

  it("shows as many 260 px popups as the width holds, one to three", () => {
    expect(visiblePopupCount(390)).toBe(1);
    expect(visiblePopupCount(700)).toBe(2);
    expect(visiblePopupCount(800)).toBe(3);
    expect(visiblePopupCount(1440)).toBe(3);
    expect(visiblePopupCount(200)).toBe(1);
  });
});
