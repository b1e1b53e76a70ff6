import { describe, expect, it } from "vitest";
import { type ConnectionNotice, type LinkSources, nextConnectionNotice } from "./connection-notice";

const up: LinkSources = { reachability: "reachable", registration: "registered" };

function walk(steps: readonly Partial<LinkSources>[], from: ConnectionNotice = "none"): ConnectionNotice {
  return steps.reduce<ConnectionNotice>(
    (notice, step) => nextConnectionNotice(notice, { ...up, ...step }),
    from,
  );
}

describe("the connection banner", () => {
  it("stays quiet while the phone connects and registers on start", () => {
    expect(
      walk([{ registration: "idle" }, { registration: "connecting" }, { registration: "connected" }, {}]),
    ).toBe("none");
  });

  it("shows the loss when the server cannot be reached, the socket closes or the REGISTER fails", () => {
    expect(walk([{ reachability: "unreachable" }])).toBe("lost");
    expect(walk([{ registration: "disconnected" }])).toBe("lost");
    expect(walk([{ registration: "registrationFailed" }])).toBe("lost");
  });

  it("does not count a probe in progress as a loss", () => {
    expect(walk([{ reachability: "checking" }])).toBe("none");
  });

  it("keeps saying so while the phone reconnects, until it is registered again", () => {
    const back = walk([
      { registration: "disconnected" },
      { registration: "connecting" },
      { registration: "connected" },
    ]);
    expect(back).toBe("lost");
    expect(walk([{}], back)).toBe("restored");
  });

  it("waits for the server too when the registration survived its absence", () => {
    expect(walk([{ reachability: "unreachable" }, { reachability: "checking" }])).toBe("lost");
    expect(walk([{ reachability: "unreachable" }, {}])).toBe("restored");
  });

  it("counts a session without a phone as back once the server answers", () => {
    expect(walk([{ reachability: "unreachable", registration: "idle" }, { registration: "idle" }])).toBe(
      "restored",
    );
  });

  it("shows a new loss over the confirmation", () => {
    expect(walk([{ registration: "disconnected" }], "restored")).toBe("lost");
  });
});
