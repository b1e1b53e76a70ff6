import { describe, expect, it } from "vitest";
import { dtmfDigitOf } from "./dtmf-info";

describe("dtmfDigitOf", () => {
  it.each([
    ["application/dtmf-relay", "Signal=5\r\nDuration=160\r\n", "5"],
    ["application/dtmf-relay", "Signal= #\nDuration=100", "#"],
    ["Application/DTMF-Relay; charset=utf-8", "signal=*\r\n", "*"],
    ["application/dtmf-relay", "Signal=a\r\n", "A"],
    ["application/dtmf", "9", "9"],
    ["application/dtmf", " d\r\n", "D"],
  ])("reads %s %j as %s", (type, body, digit) => {
    expect(dtmfDigitOf(type, body)).toBe(digit);
  });

  it("is null for a DTMF body without a valid digit, undefined for other content", () => {
    expect(dtmfDigitOf("application/dtmf-relay", "Duration=160\r\n")).toBeNull();
    expect(dtmfDigitOf("application/dtmf-relay", "Signal=12\r\n")).toBeNull();
    expect(dtmfDigitOf("application/dtmf", "x")).toBeNull();
    expect(dtmfDigitOf("text/plain", "5")).toBeUndefined();
    expect(dtmfDigitOf(undefined, "")).toBeUndefined();
  });
});
