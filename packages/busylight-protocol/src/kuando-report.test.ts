import { describe, expect, it } from "vitest";
import { kuandoReportFor } from "./kuando-program";
import { KUANDO_REPORT_BYTES, encodeJumpStep, keepAliveReport, kuandoReport } from "./kuando-report";

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (value) => value.toString(16).padStart(2, "0")).join(" ");
const step = (report: Uint8Array, index: number) => report.slice(index * 8, index * 8 + 8);
const checksumOf = (report: Uint8Array) => report.slice(0, 62).reduce((sum, value) => sum + value, 0);

describe("the Kuando HID report (vendor byte layout)", () => {
  it("is 64 bytes: steps, three zero Kuando Box bytes, 0xFF pad at 59-61, checksum high byte first", () => {
    const report = kuandoReport([
      encodeJumpStep({
        target: 0,
        repeat: 0,
        colour: { red: 31, green: 0, blue: 0 },
        onTenths: 0,
        offTenths: 0,
        audio: { ringtone: 0, volume: 0 },
      }),
    ]);
    expect(report).toHaveLength(KUANDO_REPORT_BYTES);
    // 0x10 jump to step 0, red PWM 31, audio byte 0x80 (update: stop the ringtone).
    expect(hex(step(report, 0))).toBe("10 00 1f 00 00 00 00 80");
    expect(hex(report.slice(56, 62))).toBe("00 00 00 ff ff ff");
    // 0x10 + 0x1f + 0x80 + 3 × 0xff = 0x03ac
    expect(hex(report.slice(62))).toBe("03 ac");
  });

  it("packs a jump step: target, repeat, RGB, on and off tenths, update | ringtone << 3 | volume", () => {
    const bytes = encodeJumpStep({
      target: 2,
      repeat: 3,
      colour: { red: 100, green: 50, blue: 0 },
      onTenths: 5,
      offTenths: 7,
      audio: { ringtone: 5, volume: 4 },
    });
    expect(hex(bytes)).toBe("12 03 64 32 00 05 07 ac");
  });

  it("leaves the ringtone alone when a step carries no audio (update bit clear)", () => {
    const bytes = encodeJumpStep({
      target: 0,
      repeat: 0,
      colour: { red: 0, green: 0, blue: 0 },
      onTenths: 1,
      offTenths: 0,
    });
    expect(bytes[7]).toBe(0);
  });

  it("clamps PWM to 100, volume to 3 bits and the target to the seven steps", () => {
    const bytes = encodeJumpStep({
      target: 9,
      repeat: 0,
      colour: { red: 250, green: -4, blue: 100 },
      onTenths: 300,
      offTenths: 0,
      audio: { ringtone: 1, volume: 12 },
    });
    expect(hex(bytes)).toBe("16 00 64 00 64 ff 00 8f");
  });

  it("keeps the lamp alive with a 0x8N step, N the seconds", () => {
    const report = keepAliveReport(15);
    expect(hex(step(report, 0))).toBe("8f 00 00 00 00 00 00 00");
    expect((report[62]! << 8) | report[63]!).toBe(0x8f + 3 * 0xff);
  });

  it("refuses more than seven steps", () => {
    const any = new Uint8Array(8);
    expect(() => kuandoReport(Array.from({ length: 8 }, () => any))).toThrow(RangeError);
  });
});

describe("the lamp commands as Kuando programs", () => {
  it("turns off: dark, ringtone stopped", () => {
    const report = kuandoReportFor({ action: "off" })!;
    expect(hex(step(report, 0))).toBe("10 00 00 00 00 00 00 80");
    expect(hex(step(report, 1))).toBe("00 00 00 00 00 00 00 00");
  });

  it("rings Kuando Train at volume 75 once, then blinks red from step 1 on", () => {
    const report = kuandoReportFor({ action: "show", effect: "Blink", colour: "Red", sound: 3, volume: 75 })!;
    // Kuando Train is the firmware's tone 5; 75 % of 7 rounds to 5: 0x80 | 5 << 3 | 5 = 0xad.
    expect(hex(step(report, 0))).toBe("11 00 64 00 00 01 00 ad");
    expect(hex(step(report, 1))).toBe("11 00 64 00 00 05 05 00");
    expect((report[62]! << 8) | report[63]!).toBe(checksumOf(report));
  });

  it("shows a steady colour without sound", () => {
    const report = kuandoReportFor({
      action: "show",
      effect: "Light",
      colour: "Green",
      sound: 11,
      volume: 75,
    })!;
    expect(hex(step(report, 0))).toBe("11 00 00 64 00 01 00 80");
    expect(hex(step(report, 1))).toBe("11 00 00 64 00 ff 00 00");
  });

  it("pulses through six levels that loop back to step 1", () => {
    const report = kuandoReportFor({
      action: "show",
      effect: "Pulse",
      colour: "Blue",
      sound: 11,
      volume: 0,
    })!;
    const loop = [1, 2, 3, 4, 5, 6].map((index) => step(report, index));
    expect(loop.map((bytes) => bytes[0])).toEqual([0x12, 0x13, 0x14, 0x15, 0x16, 0x11]);
    expect(loop.map((bytes) => bytes[4])).toEqual([20, 45, 70, 100, 70, 45]);
  });

  it("asks only for currentpresence", () => {
    expect(kuandoReportFor({ action: "currentpresence" })).toBeNull();
  });
});
