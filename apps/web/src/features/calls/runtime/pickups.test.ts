import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EndInfo } from "../../../services/sip/end-info";
import type { SipSession, SipSessionEvents } from "../../../services/sip/sip-session";
import { TypedEmitter } from "../../../services/sip/typed-emitter";
import { callTransitions, useCallStore } from "../model/call-store";
import type { PhoneContext } from "./phone-context";
import { Pickups } from "./pickups";

/** The pickup INVITE's session as the engine hands it out. */
function fakeSession() {
  return { events: new TypedEmitter<SipSessionEvents>(), terminate: vi.fn(), dispose: vi.fn() };
}

function fakeContext() {
  const sessions: ReturnType<typeof fakeSession>[] = [];
  const pickUp = vi.fn(() => {
    const session = fakeSession();
    sessions.push(session);
    return session as unknown as SipSession;
  });
  const media = () => ({ mediaConstraints: { audio: true }, pcConfig: { iceServers: [] } });
  const ctx = { engine: { pickUp }, media } as unknown as PhoneContext;
  return { ctx, pickUp, sessions };
}

const failure = (statusCode: number | null, originator: EndInfo["originator"] = "remote"): EndInfo => ({
  originator,
  cause: "SIP Failure Code",
  description: "",
  statusCode,
  hasReason: false,
});

describe("call pickup (issue 4)", () => {
  beforeEach(() => callTransitions.reset());

  it("dials the pickup code of the number and claims the call the proxy then offers for it, once", () => {
    const { ctx, pickUp } = fakeContext();
    const pickups = new Pickups();
    expect(pickups.start(ctx, "10-02")).toBe(true);
    expect(pickUp).toHaveBeenCalledWith("**1002", ctx.media());
    expect(pickups.claim("1003")).toBe(false);
    expect(pickups.claim("1002")).toBe(true);
    expect(pickups.claim("1002")).toBe(false);
  });

  it("ends quietly once the picked call arrived, and then claims nothing more", () => {
    const { ctx, sessions } = fakeContext();
    const pickups = new Pickups();
    pickups.start(ctx, "1002");
    pickups.claim("1002");
    sessions[0]!.events.emit("failed", failure(487));
    expect(useCallStore.getState().dialError).toBeNull();
    expect(sessions[0]!.dispose).toHaveBeenCalled();
    expect(pickups.claim("1002")).toBe(false);
  });

  it('says "No call to pick up" when nothing rings there', () => {
    const { ctx, sessions } = fakeContext();
    const pickups = new Pickups();
    pickups.start(ctx, "1002");
    sessions[0]!.events.emit("failed", failure(404));
    expect(useCallStore.getState().dialError?.message).toBe("No call to pick up");
    expect(pickups.claim("1002")).toBe(false);
  });

  it("says the pickup failed for other refusals, and nothing when the user gave up", () => {
    const { ctx, sessions } = fakeContext();
    const pickups = new Pickups();
    pickups.start(ctx, "1002");
    sessions[0]!.events.emit("failed", failure(403));
    expect(useCallStore.getState().dialError?.message).toBe("Couldn't pick up the call");
    callTransitions.dialErrorClosed();
    pickups.start(ctx, "1002");
    sessions[1]!.events.emit("failed", failure(null, "local"));
    expect(useCallStore.getState().dialError).toBeNull();
  });

  it("asks nothing for input that names no number", () => {
    const { ctx, pickUp } = fakeContext();
    expect(new Pickups().start(ctx, "bob")).toBe(false);
    expect(pickUp).not.toHaveBeenCalled();
  });

  it("ends every pickup still in flight on dispose", () => {
    const { ctx, sessions } = fakeContext();
    const pickups = new Pickups();
    pickups.start(ctx, "1002");
    pickups.dispose();
    expect(sessions[0]!.dispose).toHaveBeenCalled();
    sessions[0]!.events.emit("failed", failure(404));
    expect(useCallStore.getState().dialError).toBeNull();
  });
});
