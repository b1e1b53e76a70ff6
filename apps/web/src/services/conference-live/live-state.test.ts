import { describe, expect, it } from "vitest";
import { nextConferenceLiveState } from "./live-state";

describe("the conference live socket's states", () => {
  it("reconnects after a lost connection, and stays refused or closed until disposed", () => {
    expect(nextConferenceLiveState("connecting", "connected")).toBe("connected");
    expect(nextConferenceLiveState("connected", "connectionLost")).toBe("reconnecting");
    expect(nextConferenceLiveState("reconnecting", "connected")).toBe("connected");
    expect(nextConferenceLiveState("reconnecting", "refused")).toBe("refused");
    expect(nextConferenceLiveState("refused", "connected")).toBe("refused");
    expect(nextConferenceLiveState("connected", "serverClosed")).toBe("closed");
    expect(nextConferenceLiveState("closed", "connectionLost")).toBe("closed");
    expect(nextConferenceLiveState("refused", "disposed")).toBe("disposed");
    expect(nextConferenceLiveState("disposed", "connected")).toBe("disposed");
  });
});
