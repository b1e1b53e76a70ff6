import { describe, expect, it } from "vitest";
import { testCall } from "../model/call-fixtures";
import { type KeyAction, keyActionFor } from "./call-keys";
import { DIAL_FIELD_ATTRIBUTE } from "./text-entry";

function press(init: KeyboardEventInit & { code?: string }, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { cancelable: true, ...init });
  if (target !== undefined) Object.defineProperty(event, "target", { value: target });
  return event;
}

function element(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

const kind = (action: KeyAction) => action.kind;
const ringing = testCall({ id: "ringing", status: "ringing" });
const talking = testCall({ id: "talking", status: "answered", answerTime: 0 });
const dialField = element(`<input ${DIAL_FIELD_ATTRIBUTE} role="combobox" />`);
const statusText = element(`<input type="text" />`);

describe("the keys of a call (issue 9, spec 1 §4)", () => {
  it("sends the keypad's keys as tones to the answered call in view", () => {
    for (const key of ["0", "5", "9", "*", "#"]) {
      expect(keyActionFor(press({ key, shiftKey: key === "*" || key === "#" }), [talking])).toEqual({
        kind: "tone",
        call: talking,
        tone: key,
      });
    }
  });

  it("sends no tone before the answer, without a call, for a held-down key or with Ctrl, Alt or Meta", () => {
    expect(kind(keyActionFor(press({ key: "5" }), [ringing]))).toBe("none");
    expect(kind(keyActionFor(press({ key: "5" }), []))).toBe("none");
    expect(kind(keyActionFor(press({ key: "5", repeat: true }), [talking]))).toBe("none");
    expect(kind(keyActionFor(press({ key: "5", ctrlKey: true }), [talking]))).toBe("none");
    expect(kind(keyActionFor(press({ key: "5", altKey: true }), [talking]))).toBe("none");
    expect(kind(keyActionFor(press({ key: "5", metaKey: true }), [talking]))).toBe("none");
  });

  it("takes # typed with AltGr as a tone", () => {
    const altGr = press({ key: "#", ctrlKey: true, altKey: true, modifierAltGraph: true });
    expect(keyActionFor(altGr, [talking])).toMatchObject({ kind: "tone", tone: "#" });
  });

  it("answers with Space and Shift+Alt+A, hangs up with Shift+Alt+E", () => {
    const answer = keyActionFor(press({ key: " ", code: "Space" }), [ringing]);
    expect(answer).toMatchObject({ kind: "command", command: { id: "answer" }, call: ringing });
    expect(
      keyActionFor(press({ key: "A", code: "KeyA", shiftKey: true, altKey: true }), [ringing]),
    ).toMatchObject({
      command: { id: "answer" },
    });
    expect(
      keyActionFor(press({ key: "E", code: "KeyE", shiftKey: true, altKey: true }), [talking]),
    ).toMatchObject({
      command: { id: "hangUp" },
      call: talking,
    });
  });

  it("opens the list of shortcuts with ?", () => {
    expect(kind(keyActionFor(press({ key: "?", shiftKey: true }), []))).toBe("help");
    expect(kind(keyActionFor(press({ key: "?", shiftKey: true, ctrlKey: true }), []))).toBe("none");
  });

  it("takes nothing from a text field the user types in: status text, search, a menu", () => {
    const fields = [statusText, element("<textarea></textarea>"), element('<input type="search" />')];
    fields.push(
      element('<div role="menuitem" tabindex="0"></div>'),
      element('<div contenteditable="true"></div>'),
    );
    for (const field of fields) {
      expect(kind(keyActionFor(press({ key: "5" }, field), [talking]))).toBe("none");
      expect(kind(keyActionFor(press({ key: "?" }, field), []))).toBe("none");
      const hangUp = press({ key: "E", code: "KeyE", shiftKey: true, altKey: true }, field);
      expect(kind(keyActionFor(hangUp, [talking]))).toBe("none");
    }
  });

  it("in the dial field, digits type while the call shortcuts still work", () => {
    expect(kind(keyActionFor(press({ key: "5" }, dialField), [talking]))).toBe("none");
    expect(kind(keyActionFor(press({ key: "?" }, dialField), []))).toBe("none");
    expect(kind(keyActionFor(press({ key: " ", code: "Space" }, dialField), [ringing]))).toBe("none");
    const answer = press({ key: "A", code: "KeyA", shiftKey: true, altKey: true }, dialField);
    expect(keyActionFor(answer, [ringing])).toMatchObject({ command: { id: "answer" } });
  });

  it("lets buttons and checkboxes pass keys on, and never takes Escape or a key already handled", () => {
    const button = element("<button>Mute</button>");
    expect(kind(keyActionFor(press({ key: "5" }, button), [talking]))).toBe("tone");
    expect(kind(keyActionFor(press({ key: "5" }, element('<input type="checkbox" />')), [talking]))).toBe(
      "tone",
    );
    expect(kind(keyActionFor(press({ key: "Escape", code: "Escape" }), [ringing, talking]))).toBe("none");
    const handled = press({ key: "5" });
    handled.preventDefault();
    expect(kind(keyActionFor(handled, [talking]))).toBe("none");
  });
});
