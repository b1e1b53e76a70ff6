import { describe, expect, it } from "vitest";
import { type RegistrationEvent, type RegistrationState, nextRegistrationState } from "./registration-state";

function walk(events: RegistrationEvent[], from: RegistrationState = "disconnected"): RegistrationState {
  return events.reduce(nextRegistrationState, from);
}

describe("the SIP link states", () => {
  it("goes from disconnected through connecting and connected to registered", () => {
    expect(walk(["connecting", "connected", "registered"])).toBe("registered");
  });

  it("marks a refused REGISTER as registrationFailed and recovers on the next 200", () => {
    expect(walk(["connecting", "connected", "registrationFailed"])).toBe("registrationFailed");
    expect(walk(["registered"], "registrationFailed")).toBe("registered");
  });

  it("drops to disconnected when the socket closes, whatever it was", () => {
    for (const state of ["connecting", "connected", "registered", "registrationFailed"] as const) {
      expect(nextRegistrationState(state, "disconnected")).toBe("disconnected");
    }
  });

  it("ignores a registration failure reported after the socket closed", () => {
    expect(walk(["registrationFailed"], "disconnected")).toBe("disconnected");
  });

  it("stays idle when a user agent that never started reports a failure", () => {
    expect(walk(["registrationFailed", "unregistered"], "idle")).toBe("idle");
    expect(walk(["connecting", "connected", "registered"], "idle")).toBe("registered");
  });
});
