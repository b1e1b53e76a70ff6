import { EventEmitter } from "node:events";
import type { RTCSession } from "jssip/lib/RTCSession";
import { describe, expect, it } from "vitest";
import { inviteDeparture } from "./invite-departure";

const session = () => new EventEmitter() as EventEmitter & RTCSession;

describe("an INVITE's departure", () => {
  it("is known when JsSIP sends it, and its listeners go", async () => {
    const rtc = session();
    const leaving = inviteDeparture(rtc);
    rtc.emit("sending", { request: {} });
    await expect(leaving).resolves.toBe(true);
    expect(rtc.eventNames()).toEqual([]);
  });

  it("never comes for a call that fails or ends before", async () => {
    for (const end of ["failed", "ended"]) {
      const rtc = session();
      const leaving = inviteDeparture(rtc);
      rtc.emit(end, { originator: "local" });
      rtc.emit("sending", { request: {} });
      await expect(leaving).resolves.toBe(false);
      expect(rtc.eventNames()).toEqual([]);
    }
  });
});
