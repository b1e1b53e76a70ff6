import { describe, expect, it } from "vitest";
import { lampQuery, parseLampQuery } from "./lamp-query";

const parse = (query: string) => parseLampQuery(new URLSearchParams(query));

describe("the 8989 lamp query", () => {
  it("writes an effect with its colour, sound and volume", () => {
    expect(lampQuery({ action: "show", effect: "Blink", colour: "Red", sound: 3, volume: 75 })).toBe(
      "action=blink&colour=red&sound=3&volume=75",
    );
    expect(lampQuery({ action: "off" })).toBe("action=off");
    expect(lampQuery({ action: "currentpresence" })).toBe("action=currentpresence");
  });

  it("reads back what it writes", () => {
    const command = { action: "show", effect: "Pulse", colour: "Cyan", sound: 0, volume: 100 } as const;
    expect(parse(lampQuery(command))).toEqual({ ok: true, command });
  });

  it("takes names in any case and no sound when sound and volume are left out", () => {
    expect(parse("action=LIGHT&colour=Green")).toEqual({
      ok: true,
      command: { action: "show", effect: "Light", colour: "Green", sound: 11, volume: 0 },
    });
  });

  it("refuses what is not in the fixed lists", () => {
    expect(parse("action=disco&colour=red")).toMatchObject({ ok: false, error: /^action/ });
    expect(parse("action=light&colour=pink")).toMatchObject({ ok: false, error: /^colour/ });
    expect(parse("action=light&colour=red&sound=12")).toMatchObject({ ok: false, error: /^sound/ });
    expect(parse("action=light&colour=red&volume=101")).toMatchObject({ ok: false, error: /^volume/ });
    expect(parse("action=light&colour=red&volume=7.5")).toMatchObject({ ok: false, error: /^volume/ });
  });
});
