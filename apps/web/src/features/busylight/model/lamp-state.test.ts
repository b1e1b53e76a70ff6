import { describe, expect, it } from "vitest";
import { defaultBusylightSettings } from "./busylight-settings";
import { type LineStatus, lampCommandFor, lampStateOf } from "./lamp-state";

describe("the busylight precedence (spec 1 §4)", () => {
  it("puts ringing first, then help, then on call, DND, available, else unavailable", () => {
    expect(lampStateOf("ringing", true)).toBe("ringing");
    const withHelp: LineStatus[] = ["onCall", "dnd", "available", "unavailable", "offline"];
    expect(withHelp.map((line) => lampStateOf(line, true))).toEqual(["help", "help", "help", "help", "help"]);
    const withoutHelp: LineStatus[] = ["onCall", "dnd", "available", "unavailable", "offline"];
    expect(withoutHelp.map((line) => lampStateOf(line, false))).toEqual([
      "oncall",
      "dnd",
      "available",
      "unavailable",
      "unavailable",
    ]);
  });
});

describe("the lamp command of each state, with the spec 1 §9 defaults", () => {
  const command = (state: Parameters<typeof lampCommandFor>[0]) =>
    lampCommandFor(state, defaultBusylightSettings);

  it("rings red with Kuando Train (3) at volume 75 for an incoming call", () => {
    expect(command("ringing")).toEqual({
      action: "show",
      effect: "Blink",
      colour: "Red",
      sound: 3,
      volume: 75,
    });
  });

  it("shows available green, DND red and on call yellow, without sound", () => {
    expect(command("available")).toEqual({
      action: "show",
      effect: "Light",
      colour: "Green",
      sound: 11,
      volume: 0,
    });
    expect(command("dnd")).toMatchObject({ colour: "Red", sound: 11, volume: 0 });
    expect(command("oncall")).toMatchObject({ colour: "Yellow", sound: 11 });
  });

  it("turns the lamp off for the effect Disabled", () => {
    expect(command("unavailable")).toEqual({ action: "off" });
  });
});
