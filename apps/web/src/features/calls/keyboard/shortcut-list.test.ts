import { describe, expect, it } from "vitest";
import { keysOf, shortcutRows } from "./shortcut-list";

describe("the shortcuts help (issue 9)", () => {
  it("reads the spec's shortcut texts as key combinations", () => {
    expect(keysOf("Space or Shift+Alt+A")).toEqual([["Space"], ["Shift", "Alt", "A"]]);
  });

  it("lists answer, hang up, the keypad tones and itself", () => {
    const rows = Object.fromEntries(shortcutRows.map((row) => [row.action, row.keys]));
    expect(rows["Answer a ringing call"]).toEqual([["Space"], ["Shift", "Alt", "A"]]);
    expect(rows["Hang up"]).toEqual([["Shift", "Alt", "E"]]);
    expect(rows["Send keypad tones during a call"]).toEqual([["0–9"], ["*"], ["#"]]);
    expect(rows["Show these shortcuts"]).toEqual([["?"]]);
  });
});
