import { describe, expect, it } from "vitest";
import { isSessionSampled, shouldReport } from "./sampling";

describe("error-report sampling (spec 1 §9: 10 % of sessions, 100 % on error or in debug mode)", () => {
  it("always reports errors", () => {
    expect(shouldReport("error", { debug: false, sessionSampled: false })).toBe(true);
  });

  it("reports what is not an error from sampled sessions and in debug mode only", () => {
    expect(shouldReport("warning", { debug: false, sessionSampled: false })).toBe(false);
    expect(shouldReport("warning", { debug: false, sessionSampled: true })).toBe(true);
    expect(shouldReport("warning", { debug: true, sessionSampled: false })).toBe(true);
  });

  it("samples one session in ten, decided once per tab session", () => {
    sessionStorage.clear();
    expect(isSessionSampled(sessionStorage, () => 0.099)).toBe(true);
    // Remembered: a reload (another random draw) keeps the session's decision.
    expect(isSessionSampled(sessionStorage, () => 0.9)).toBe(true);
    sessionStorage.clear();
    expect(isSessionSampled(sessionStorage, () => 0.1)).toBe(false);
    expect(isSessionSampled(sessionStorage, () => 0)).toBe(false);
  });
});
