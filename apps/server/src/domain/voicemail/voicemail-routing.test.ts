import { describe, expect, it } from "vitest";
import { ManualClock } from "../../test-support/manual-clock";
import { ROUTE_TTL_MS, VoicemailRouteTable, type VoicemailRoute } from "./voicemail-route-table";
import { voicemailDecision } from "./voicemail-routing";

const on = { enabled: true, noAnswerSeconds: 20 };

describe("which calls go to voicemail", () => {
  it("rings first, then diverts after the callee's no-answer time or a busy, declined or unavailable answer", () => {
    expect(voicemailDecision({ dnd: false }, true, on)).toEqual({
      kind: "fallback",
      afterMs: 20_000,
      onStatuses: [408, 480, 486, 603],
    });
  });

  it("answers at once for a callee in DND or with no device registered", () => {
    expect(voicemailDecision({ dnd: true }, true, on)).toEqual({ kind: "deposit", reason: "dnd" });
    expect(voicemailDecision({ dnd: false }, false, on)).toEqual({ kind: "deposit", reason: "unreachable" });
  });

  it("leaves every call alone when the callee turned voicemail off", () => {
    for (const [dnd, registered] of [
      [false, true],
      [true, true],
      [false, false],
    ] as const) {
      expect(voicemailDecision({ dnd }, registered, { ...on, enabled: false })).toEqual({ kind: "none" });
    }
  });
});

describe("the route table", () => {
  const route: VoicemailRoute = {
    mode: "deposit",
    userId: "u1",
    tenantId: "t1",
    callerUserId: "u2",
    callerNumber: "1",
    callerName: "",
  };

  it("finds a route only by the Call-ID and From tag it was noted under, once", () => {
    const table = new VoicemailRouteTable(new ManualClock());
    table.note("call-1", "tag-a", route);
    expect(table.take("call-1", "tag-b")).toBeUndefined();
    expect(table.take("call-2", "tag-a")).toBeUndefined();
    expect(table.take("call-1", "tag-a")).toEqual(route);
    expect(table.take("call-1", "tag-a")).toBeUndefined();
  });

  it("forgets a route two minutes after its call ended, and any route after its time", () => {
    const clock = new ManualClock();
    const table = new VoicemailRouteTable(clock);
    table.note("ended", "t", route);
    table.note("waiting", "t", route);
    table.ended("ended", "t");
    clock.advance(120_001);
    expect(table.take("ended", "t")).toBeUndefined();
    expect(table.take("waiting", "t")).toEqual(route);
    table.note("late", "t", route);
    clock.advance(ROUTE_TTL_MS);
    expect(table.take("late", "t")).toBeUndefined();
  });

  it("drops expired routes as new ones come, so that calls never answered leave nothing behind", () => {
    const clock = new ManualClock();
    const table = new VoicemailRouteTable(clock);
    for (let i = 0; i < 100; i++) table.note(`call-${i}`, "t", route);
    clock.advance(ROUTE_TTL_MS + 1);
    table.note("new", "t", route);
    expect(table.size).toBe(1);
  });
});
