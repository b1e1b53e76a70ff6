import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerCommand,
  answerOrHangUp,
  declineCommand,
  hangUpCommand,
  holdCommand,
  muteCommand,
} from "./commands";
import type { Call } from "./model/call";
import { callTransitions, useCallStore } from "./model/call-store";
import { type PhoneApi, setPhone } from "./model/phone-api";
import { testCall } from "./test/call-fixture";

function key(code: string, init: KeyboardEventInit = {}, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { code, ...init });
  if (target !== undefined) Object.defineProperty(event, "target", { value: target });
  return event;
}

const call = testCall;

describe("the call shortcuts (spec 1 §4)", () => {
  const shiftAlt = { shiftKey: true, altKey: true };

  it("answers with Space or Shift+Alt+A, but not while typing", () => {
    expect(answerCommand.keyTest?.(key("Space"))).toBe(true);
    expect(answerCommand.keyTest?.(key("KeyA", shiftAlt))).toBe(true);
    expect(answerCommand.keyTest?.(key("KeyA", { shiftKey: true }))).toBe(false);
    expect(answerCommand.keyTest?.(key("Space", {}, document.createElement("input")))).toBe(false);
  });

  it("declines, ends, mutes and holds with Shift+Alt+D, E, M and H", () => {
    expect(declineCommand.keyTest?.(key("KeyD", shiftAlt))).toBe(true);
    expect(hangUpCommand.keyTest?.(key("KeyE", shiftAlt))).toBe(true);
    expect(muteCommand.keyTest?.(key("KeyM", shiftAlt))).toBe(true);
    expect(holdCommand.keyTest?.(key("KeyH", shiftAlt))).toBe(true);
    expect(holdCommand.keyTest?.(key("KeyH", { ...shiftAlt, ctrlKey: true }))).toBe(false);
  });

  it("aims answer at the waiting incoming call and the others at the active call", () => {
    const waiting = call({ id: "in", active: false });
    const talking = call({
      id: "out",
      direction: "out",
      origin: "dialled",
      status: "answered",
      active: true,
    });
    expect(answerCommand.target?.([talking, waiting])?.id).toBe("in");
    expect(muteCommand.target?.([talking, waiting])?.id).toBe("out");
  });

  it("labels mute and hold by what pressing them does", () => {
    expect(muteCommand.label(call({ muted: true }))).toBe("Unmute");
    expect(holdCommand.label(call({ localHold: true }))).toBe("Resume");
  });
});

describe("the headset key: answer or hang up (issue 4, presence board H)", () => {
  function fakePhone() {
    const phone = { answer: vi.fn(), hangUp: vi.fn() };
    // Only the two methods the command may reach; any other call would fail the test loudly.
    setPhone(phone as Partial<PhoneApi> as PhoneApi);
    return phone;
  }
  const withCalls = (calls: Call[]) => useCallStore.setState({ calls });

  afterEach(() => {
    setPhone(null);
    callTransitions.reset();
  });

  it("answers the incoming call that rings", () => {
    const phone = fakePhone();
    withCalls([call({ id: "ringing" })]);
    expect(answerOrHangUp()).toBe(true);
    expect(phone.answer).toHaveBeenCalledWith("ringing");
    expect(phone.hangUp).not.toHaveBeenCalled();
  });

  it("answers a waiting call rather than ending the one in progress", () => {
    const phone = fakePhone();
    withCalls([
      call({ id: "talking", status: "answered", active: true }),
      call({ id: "waiting", active: false }),
    ]);
    expect(answerOrHangUp()).toBe(true);
    expect(phone.answer).toHaveBeenCalledWith("waiting");
  });

  it("hangs up the active call when nothing rings, also one still dialling out", () => {
    const phone = fakePhone();
    withCalls([call({ id: "talking", status: "answered" })]);
    expect(answerOrHangUp()).toBe(true);
    withCalls([call({ id: "dialling", direction: "out", origin: "dialled", status: "ringing" })]);
    expect(answerOrHangUp()).toBe(true);
    expect(phone.hangUp.mock.calls).toEqual([["talking"], ["dialling"]]);
  });

  it("does nothing without a call or before the phone is up", () => {
    const phone = fakePhone();
    withCalls([call({ id: "gone", status: "ended" })]);
    expect(answerOrHangUp()).toBe(false);
    expect(phone.hangUp).not.toHaveBeenCalled();
    setPhone(null);
    withCalls([call({ id: "ringing" })]);
    expect(answerOrHangUp()).toBe(false);
  });
});
