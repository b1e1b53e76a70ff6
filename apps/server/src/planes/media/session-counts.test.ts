import { describe, expect, it } from "vitest";
import { SessionCounts } from "./session-counts";

describe("session counts per caller", () => {
  it("gives each key up to the cap, and a session back once however often it is given", () => {
    const counts = new SessionCounts(2);
    const first = counts.take("bob");
    const second = counts.take("bob");
    expect([first, second].every((release) => release !== null)).toBe(true);
    expect(counts.take("bob")).toBeNull();
    expect(counts.take("carol")).not.toBeNull();

    first!();
    first!();
    expect(counts.take("bob")).not.toBeNull();
    expect(counts.take("bob")).toBeNull();
  });

  it("forgets a key that holds nothing", () => {
    const counts = new SessionCounts(1);
    counts.take("bob")!();
    expect(counts.size).toBe(0);
  });
});
