import { describe, expect, it } from "vitest";
import { answerCommand, declineCommand, hangUpCommand, holdCommand, muteCommand } from "./commands";
import { type Call, plainRole } from "./model/call";

function key(code: string, init: KeyboardEventInit = {}, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { code, ...init });
  if (target !== undefined) Object.defineProperty(event, "target", { value: target });
  return event;
}

const call = (overrides: Partial<Call>): Call => ({
  id: "c",
  direction: "in",
  origin: "incoming",
  number: "1002",
  originalName: "",
  originalNumber: "1002",
  status: "ringing",
  disposition: null,
  startTime: 0,
  answerTime: null,
  endTime: null,
  muted: false,
  localHold: false,
  remoteHold: false,
  merged: false,
  active: true,
  role: plainRole,
  endInfo: null,
  stats: null,
  ...overrides,
});

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
