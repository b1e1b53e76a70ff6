import { describe, expect, it } from "vitest";
import { type JoinForm, emailError, joinButtonDisabled, joinButtonLabel, joinStep } from "./join-step";

const form = (changes: Partial<JoinForm> = {}): JoinForm => ({
  guest: true,
  email: "",
  token: "",
  busy: false,
  ...changes,
});

describe("joinStep", () => {
  it("reads 'Join' when the room lets the caller straight in", () => {
    expect(joinButtonLabel[joinStep({ askToJoin: false, askForToken: false }, false)]).toBe("Join");
  });

  it("reads 'Ask to join' when a moderator must admit the caller", () => {
    expect(joinButtonLabel[joinStep({ askToJoin: true, askForToken: false }, false)]).toBe("Ask to join");
  });

  it("reads 'Get token' until a token was requested, then waits for the token", () => {
    const access = { askToJoin: false, askForToken: true };
    expect(joinButtonLabel[joinStep(access, false)]).toBe("Get token");
    expect(joinStep(access, true)).toBe("enterToken");
    expect(joinButtonLabel.enterToken).toBe("Join");
  });
});

describe("joinButtonDisabled", () => {
  it("disables the button and flags the field for a guest's malformed e-mail", () => {
    expect(emailError(form({ email: "ana@" }))).toBe(true);
    expect(joinButtonDisabled("join", form({ email: "ana@" }))).toBe(true);
    expect(joinButtonDisabled("join", form({ email: "ana@example.com" }))).toBe(false);
  });

  it("needs an address before a token can be asked for", () => {
    expect(joinButtonDisabled("getToken", form())).toBe(true);
    expect(joinButtonDisabled("getToken", form({ email: "ana@example.com" }))).toBe(false);
  });

  it("enables the token step's button from six characters on", () => {
    expect(joinButtonDisabled("enterToken", form({ email: "ana@example.com", token: "abc12" }))).toBe(true);
    expect(joinButtonDisabled("enterToken", form({ email: "ana@example.com", token: "abc123" }))).toBe(false);
  });

  it("ignores the e-mail of a signed-in user and disables while a request is pending", () => {
    expect(emailError(form({ guest: false, email: "x" }))).toBe(false);
    expect(joinButtonDisabled("join", form({ busy: true }))).toBe(true);
  });
});
