import { describe, expect, it } from "vitest";
import { ManualClock } from "../../../test-support/manual-clock";
import { CONVERSATION_PUSH_INTERVAL_MS, RecentPushes } from "./recent-pushes";

describe("the messages recently notified of", () => {
  it("lets one message through once per recipient and conversation, again after ten minutes", () => {
    const clock = new ManualClock();
    const recent = new RecentPushes(clock);
    expect(recent.firstTime("m-1", "bob", "1001")).toBe(true);
    expect(recent.firstTime("m-1", "bob", "1001")).toBe(false);
    expect(recent.firstTime("m-1", "carol", "1001")).toBe(true);
    expect(recent.firstTime("m-1", "bob", "1003")).toBe(true);
    clock.advance(10 * 60_000 - 1);
    expect(recent.firstTime("m-1", "bob", "1001")).toBe(false);
    clock.advance(2);
    expect(recent.firstTime("m-1", "bob", "1001")).toBe(true);
    // The three older entries expired on the way.
    expect(recent.size).toBe(1);
  });

  it("holds at most its bound, forgetting the oldest first", () => {
    const recent = new RecentPushes(new ManualClock(), 3);
    for (const id of ["a", "b", "c", "d", "e"]) expect(recent.firstTime(id, "bob", "1001")).toBe(true);
    expect(recent.size).toBe(3);
    expect(recent.firstTime("e", "bob", "1001")).toBe(false);
    expect(recent.firstTime("a", "bob", "1001")).toBe(true);
  });
});

describe("the conversations recently notified of", () => {
  it("lets one notification per recipient and conversation through every ten seconds", () => {
    const clock = new ManualClock();
    const recent = new RecentPushes(clock);
    expect(recent.conversationDue("bob", "1001")).toBe(true);
    expect(recent.conversationDue("bob", "1001")).toBe(false);
    expect(recent.conversationDue("bob", "1003")).toBe(true);
    expect(recent.conversationDue("carol", "1001")).toBe(true);
    clock.advance(CONVERSATION_PUSH_INTERVAL_MS - 1);
    expect(recent.conversationDue("bob", "1001")).toBe(false);
    clock.advance(1);
    expect(recent.conversationDue("bob", "1001")).toBe(true);
  });

  it("stays bounded under a flood of conversations", () => {
    const recent = new RecentPushes(new ManualClock(), 3);
    for (const conversation of ["a", "b", "c", "d", "e"])
      expect(recent.conversationDue("bob", conversation)).toBe(true);
    // The oldest were forgotten to keep the bound: "a" may notify again, "e" may not.
    expect(recent.conversationDue("bob", "e")).toBe(false);
    expect(recent.conversationDue("bob", "a")).toBe(true);
  });
});
