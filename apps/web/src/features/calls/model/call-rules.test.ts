import { describe, expect, it } from "vitest";
import type { Call } from "./call";
import { testCall } from "./call-fixtures";
import {
  completeTransferAvailability,
  conferenceAvailability,
  holdAvailability,
  mergeAvailability,
  transferAvailability,
} from "./call-rules";

function call(id: string, overrides: Partial<Call> = {}): Call {
  return testCall({
    id,
    direction: "out",
    origin: "dialled",
    number: id,
    originalName: "",
    originalNumber: id,
    status: "answered",
    disposition: "answered",
    answerTime: 0,
    active: false,
    ...overrides,
  });
}

const reason = (availability: ReturnType<typeof transferAvailability>) =>
  availability.enabled ? "allowed" : availability.reason;

describe("what a call allows, and the tooltips of spec 1 §8", () => {
  it("blocks transfer before answer", () => {
    const ringing = call("a", { status: "ringing" });
    expect(reason(transferAvailability(ringing, [ringing]))).toBe("Can't transfer before answer");
  });

  it("blocks transfer and hold in a conference", () => {
    const a = call("a", { merged: true });
    const b = call("b", { merged: true, role: { kind: "conferenceInvite", originalId: "a" } });
    expect(reason(transferAvailability(a, [a, b]))).toBe("Can't transfer in a conference");
    expect(reason(transferAvailability(b, [a, b]))).toBe("Can't transfer in a conference");
    expect(reason(holdAvailability(a))).toBe("Can't hold on a conference");
  });

  it("blocks transferring a consultation call, or a call that already has one", () => {
    const a = call("a", { localHold: true });
    const b = call("b", { role: { kind: "transferConsult", originalId: "a" } });
    expect(reason(transferAvailability(b, [a, b]))).toBe("Can't transfer this call");
    expect(reason(transferAvailability(a, [a, b]))).toBe("Can't transfer this call");
  });

  it("blocks a conference during an attended transfer and a second conference", () => {
    const a = call("a");
    const consult = call("b", { role: { kind: "transferConsult", originalId: "a" } });
    expect(reason(conferenceAvailability(a, [a, consult]))).toBe(
      "Can't start a conferece while transferring",
    );
    const invite = call("c", { role: { kind: "conferenceInvite", originalId: "a" } });
    expect(reason(conferenceAvailability(a, [a, invite]))).toBe("Can't invite more people for a conference");
    expect(reason(conferenceAvailability(a, [a]))).toBe("allowed");
  });

  it("offers Merge and Complete Transfer only once the second call is answered", () => {
    const a = call("a", { localHold: true });
    const ringingInvite = call("b", {
      status: "ringing",
      role: { kind: "conferenceInvite", originalId: "a" },
    });
    expect(mergeAvailability(ringingInvite, [a, ringingInvite]).enabled).toBe(false);
    const invite = { ...ringingInvite, status: "answered" as const };
    expect(mergeAvailability(invite, [a, invite]).enabled).toBe(true);
    const consult = call("c", { role: { kind: "transferConsult", originalId: "a" } });
    expect(completeTransferAvailability(consult, [a, consult]).enabled).toBe(true);
    expect(completeTransferAvailability(consult, [consult]).enabled).toBe(false);
  });
});
