import { describe, expect, it } from "vitest";
import { FlowTokens, type DialogFlows } from "./flow-tokens";

const flows: DialogFlows = { callId: "call-1@host", ftag: "abc", fromConnection: "c1", toConnection: "c2" };

describe("flow tokens", () => {
  it("verifies a dialog's signature again and again, and refuses it for any other dialog after it verified", () => {
    const tokens = new FlowTokens("secret");
    const signature = tokens.signDialog(flows);
    expect(tokens.verifyDialog(flows, signature)).toBe(true);
    expect(tokens.verifyDialog(flows, signature)).toBe(true);
    expect(tokens.verifyDialog({ ...flows, callId: "call-2@host" }, signature)).toBe(false);
    expect(tokens.verifyDialog({ ...flows, toConnection: "c3" }, signature)).toBe(false);
    expect(tokens.verifyDialog({ ...flows, ftag: "ab", fromConnection: "cc1" }, signature)).toBe(false);
    expect(tokens.verifyDialog(flows, signature)).toBe(true);
  });

  it("refuses an altered signature before and after the true one verified", () => {
    const tokens = new FlowTokens("secret");
    const signature = tokens.signDialog(flows);
    const altered = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(tokens.verifyDialog(flows, altered)).toBe(false);
    expect(tokens.verifyDialog(flows, signature)).toBe(true);
    expect(tokens.verifyDialog(flows, altered)).toBe(false);
  });

  it("refuses a signature made with another secret", () => {
    const signature = new FlowTokens("other").signDialog(flows);
    expect(new FlowTokens("secret").verifyDialog(flows, signature)).toBe(false);
  });

  it("decodes its own connection tokens and refuses forged ones", () => {
    const tokens = new FlowTokens("secret");
    const token = tokens.encode("conn-7");
    expect(tokens.decode(token)).toBe("conn-7");
    expect(tokens.decode(token.replace("conn-7", "conn-8"))).toBeUndefined();
    expect(tokens.decode(new FlowTokens("other").encode("conn-7"))).toBeUndefined();
    expect(tokens.decode(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeUndefined();
  });

  it("decodes a token it signed but no longer remembers (another instance, same secret)", () => {
    const token = new FlowTokens("secret").encode("conn-9");
    expect(new FlowTokens("secret").decode(token)).toBe("conn-9");
  });
});
