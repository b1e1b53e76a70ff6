import { describe, expect, it } from "vitest";
import { buildTelephoneEvent, parseTelephoneEvent, TelephoneEventDecoder } from "./telephone-event";

function keyPress(decoder: TelephoneEventDecoder, digit: string, timestamp: number): string[] {
  const packets = [
    buildTelephoneEvent(digit, { end: false, duration: 160 }),
    buildTelephoneEvent(digit, { end: false, duration: 320 }),
    ...[0, 1, 2].map(() => buildTelephoneEvent(digit, { end: true, duration: 480 })),
  ];
  return packets.map((payload) => decoder.accept(timestamp, payload)).filter((digit) => digit !== undefined);
}

describe("RFC 4733 telephone-events", () => {
  it("reads the event, the end bit and the duration", () => {
    expect(parseTelephoneEvent(Uint8Array.of(11, 0x8a, 0x01, 0xe0))).toEqual({
      digit: "#",
      end: true,
      duration: 480,
    });
    expect(parseTelephoneEvent(Uint8Array.of(10, 0x0a, 0, 160))).toEqual({
      digit: "*",
      end: false,
      duration: 160,
    });
    expect(parseTelephoneEvent(Uint8Array.of(16, 0, 0, 0))).toBeUndefined(); // flash, not a digit
    expect(parseTelephoneEvent(Uint8Array.of(1, 0))).toBeUndefined();
  });

  it("counts a key press once, its three end packets included", () => {
    const decoder = new TelephoneEventDecoder();
    expect(keyPress(decoder, "7", 1000)).toEqual(["7"]);
  });

  it("takes a new timestamp as a new key press of the same key", () => {
    const decoder = new TelephoneEventDecoder();
    expect([...keyPress(decoder, "3", 1000), ...keyPress(decoder, "3", 2000)]).toEqual(["3", "3"]);
  });

  it("counts a key press whose first packets were lost, and ignores a late end packet of an earlier one", () => {
    const decoder = new TelephoneEventDecoder();
    expect(decoder.accept(1000, buildTelephoneEvent("1", { end: true, duration: 480 }))).toBe("1");
    expect(keyPress(decoder, "2", 2000)).toEqual(["2"]);
    expect(decoder.accept(1000, buildTelephoneEvent("1", { end: true, duration: 480 }))).toBeUndefined();
  });

  it("does not count the continuation of a very long key press as a new one", () => {
    const decoder = new TelephoneEventDecoder();
    expect(decoder.accept(5000, buildTelephoneEvent("9", { end: false, duration: 0xffff }))).toBe("9");
    expect(
      decoder.accept(5000 + 0xffff, buildTelephoneEvent("9", { end: false, duration: 800 })),
    ).toBeUndefined();
    expect(
      decoder.accept(5000 + 0xffff, buildTelephoneEvent("9", { end: true, duration: 960 })),
    ).toBeUndefined();
  });
});
