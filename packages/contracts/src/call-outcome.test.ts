import { describe, expect, it } from "vitest";
import { DO_NOT_DISTURB_PHRASE, isCompletedElsewhere, outcomeOfStatus } from "./call-outcome";

describe("call outcomes in plain words", () => {
  it("says a number nobody has is not found", () => {
    expect([404, 484, 485, 604].map((status) => outcomeOfStatus(status))).toEqual(
      Array(4).fill("Number not found"),
    );
  });

  it("says busy, and busy on do-not-disturb when the platform's phrase says so", () => {
    expect(outcomeOfStatus(486, "Busy Here")).toBe("Busy");
    expect(outcomeOfStatus(600)).toBe("Busy");
    expect(outcomeOfStatus(486, DO_NOT_DISTURB_PHRASE)).toBe("Busy — Do not disturb");
    expect(outcomeOfStatus(486, " do not disturb ")).toBe("Busy — Do not disturb");
  });

  it("says declined, not reachable, cancelled, and try again for the other answers", () => {
    expect(outcomeOfStatus(603, "Decline")).toBe("Declined");
    expect([408, 410, 480, 504].map((status) => outcomeOfStatus(status))).toEqual(
      Array(4).fill("Not reachable"),
    );
    expect(outcomeOfStatus(487)).toBe("Cancelled");
    expect(outcomeOfStatus(503)).toBe("Phone system busy — try again");
    expect(outcomeOfStatus(403)).toBe("Not allowed to call this number");
    expect(outcomeOfStatus(488)).toBe("The call could not be set up");
    expect(outcomeOfStatus(500, "Server Internal Error")).toBe("Call failed");
  });

  it("recognises a call taken on another device or by a colleague", () => {
    expect(isCompletedElsewhere("Call completed elsewhere")).toBe(true);
    expect(isCompletedElsewhere("Call picked up")).toBe(true);
    expect(isCompletedElsewhere("User hung up")).toBe(false);
  });
});
