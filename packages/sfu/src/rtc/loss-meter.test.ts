import { describe, expect, it } from "vitest";
import { LossMeter } from "./loss-meter";

describe("LossMeter (slowlink)", () => {
  it("reports a second past the threshold once, then stays quiet for the quiet time", () => {
    const meter = new LossMeter(8, 5000);
    expect(meter.add(5, 1000)).toBeUndefined();
    expect(meter.add(4, 1500)).toBe(9);
    expect(meter.add(20, 2100)).toBeUndefined();
    expect(meter.add(9, 6600)).toBe(9);
  });

  it("starts each second afresh", () => {
    const meter = new LossMeter(8, 0);
    expect(meter.add(7, 1000)).toBeUndefined();
    expect(meter.add(7, 2001)).toBeUndefined();
  });
});
