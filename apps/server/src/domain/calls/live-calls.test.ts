import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import { LiveCalls } from "./live-calls";

const alice = { userId: "a", phone: "400011001", name: "Alice Adams" };
const bob = { userId: "b", phone: "400011002", name: "Bob Brown" };
const carol = { userId: "c", phone: "400011003", name: "Carol Clark" };

function begin(calls: LiveCalls, id: string, caller = alice, callee = bob) {
  calls.begin({
    id,
    sipCallId: id,
    tenantId: "t",
    caller,
    callee,
    shown: { number: "400010000", name: "Main line" },
    video: false,
  });
}

describe("live calls", () => {
  it("shows a call only once it rings, from each side, until it ends", () => {
    const clock = new ManualClock();
    const calls = new LiveCalls(clock);
    begin(calls, "c1");
    expect(calls.forUser("b")).toEqual([]);
    calls.ringing("c1", 1_000);
    expect(calls.forUser("b")).toEqual([
      {
        id: "c1",
        direction: "in",
        state: "ringing",
        other: { number: "400010000", name: "Main line" },
        video: false,
        since: 1_000,
      },
    ]);
    calls.answered("c1", 2_000);
    expect(calls.forUser("a")).toEqual([
      {
        id: "c1",
        direction: "out",
        state: "talking",
        other: { number: "400011002", name: "Bob Brown" },
        video: false,
        since: 2_000,
      },
    ]);
    expect(calls.end("c1")?.answeredAt).toBe(2_000);
    expect([calls.forUser("a"), calls.forUser("b"), calls.size]).toEqual([[], [], 0]);
  });

  it("shows a call to one's own other device once, as outgoing", () => {
    const calls = new LiveCalls(new ManualClock());
    begin(calls, "self", alice, alice);
    calls.ringing("self", 1);
    expect(calls.forUser("a").map((view) => view.direction)).toEqual(["out"]);
  });

  it("forgets a call that never got past trying once Timer C is long over", () => {
    const clock = new ManualClock();
    const calls = new LiveCalls(clock);
    begin(calls, "orphan");
    clock.advance(199_000);
    begin(calls, "fresh");
    expect(calls.get("orphan")).toBeDefined();
    clock.advance(2_000);
    begin(calls, "later");
    expect([calls.get("orphan"), calls.size]).toEqual([undefined, 2]);
  });

  it("finds the oldest call ringing at a user of the tenant, for a pickup", () => {
    const calls = new LiveCalls(new ManualClock());
    begin(calls, "trying");
    begin(calls, "later");
    calls.ringing("later", 2_000);
    begin(calls, "first", carol, bob);
    calls.ringing("first", 1_000);
    begin(calls, "outgoing", bob, carol);
    calls.ringing("outgoing", 500);
    expect(calls.ringingFor("t", "b")?.id).toBe("first");
    expect(calls.ringingFor("other-tenant", "b")).toBeUndefined();
    calls.answered("first", 3_000);
    expect(calls.ringingFor("t", "b")?.id).toBe("later");
  });

  it("moves a picked-up call from the colleague it rang for to the picker", () => {
    const calls = new LiveCalls(new ManualClock());
    begin(calls, "c1");
    calls.ringing("c1", 1_000);
    calls.pickedUp("c1", carol);
    expect(calls.forUser("b")).toEqual([]);
    expect(calls.forUser("c")).toEqual([
      expect.objectContaining({ direction: "in", state: "ringing", since: 1_000 }),
    ]);
    calls.answered("c1", 2_000);
    expect(calls.forUser("a")).toEqual([
      expect.objectContaining({ state: "talking", other: { number: "400011003", name: "Carol Clark" } }),
    ]);
    expect(calls.end("c1")).toMatchObject({ callee: carol, pickedUpFrom: bob });
    expect(calls.forUser("c")).toEqual([]);
  });

  it("lets a call that never got past trying go once Timer C is long over, and keeps answered ones", () => {
    const clock = new ManualClock();
    const calls = new LiveCalls(clock);
    begin(calls, "lost");
    begin(calls, "talking", carol, alice);
    calls.answered("talking", clock.now());
    clock.advance(150_000);
    begin(calls, "recent");
    expect(calls.get("lost")).toBeDefined();
    clock.advance(60_000);
    begin(calls, "next");
    expect(calls.get("lost")).toBeUndefined();
    expect(calls.get("recent")).toBeDefined();
    expect(calls.get("talking")).toBeDefined();
    expect(calls.size).toBe(3);
  });

  it("frees the callee once voicemail takes the call, while the caller stays on it", () => {
    const calls = new LiveCalls(new ManualClock());
    begin(calls, "c1");
    calls.ringing("c1", 1_000);
    calls.divertedToVoicemail("c1");
    calls.answered("c1", 2_000);
    expect(calls.forUser("b")).toEqual([]);
    expect(calls.ringingFor("t", "b")).toBeUndefined();
    expect(calls.forUser("a")).toEqual([expect.objectContaining({ direction: "out", state: "talking" })]);
    expect(calls.end("c1")).toMatchObject({ toVoicemail: true, callee: bob });
  });

  it("gives the call back to the callee whose device answered after all", () => {
    const calls = new LiveCalls(new ManualClock());
    begin(calls, "c1");
    calls.ringing("c1", 1_000);
    calls.divertedToVoicemail("c1");
    calls.takenBackFromVoicemail("c1");
    calls.answered("c1", 2_000);
    expect(calls.forUser("b")).toEqual([expect.objectContaining({ direction: "in", state: "talking" })]);
    expect(calls.end("c1")?.toVoicemail).toBeUndefined();
  });
});
