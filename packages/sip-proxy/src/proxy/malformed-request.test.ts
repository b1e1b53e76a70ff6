import { afterEach, describe, expect, it, vi } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";

let harness: Harness;

afterEach(() => harness.proxy.close());

/** Alice's MESSAGE to Bob, as text, for a test to spoil. */
async function aliceAndBob() {
  harness = createHarness();
  const alice = await harness.registered("alice");
  const bob = await harness.registered("bob");
  const message = alice.request("MESSAGE", `sip:bob@${DOMAIN}`, { body: "hi" }).toString();
  return { alice, bob, message };
}

describe("parser strictness at the boundary (RFC 3261 §7.3.1, §8.2.2, §25.1)", () => {
  it.each([
    ["Call-ID", "Call-ID: second-call"],
    ["CSeq", "CSeq: 99 MESSAGE"],
    ["From", `From: <sip:eve@${DOMAIN}>;tag=eve`],
    ["To", `To: <sip:carol@${DOMAIN}>`],
    ["Max-Forwards", "Max-Forwards: 10"],
    ["Content-Length", "Content-Length: 2"],
  ])("answers 400 to a second %s and forwards nothing", async (name, extra) => {
    const { alice, bob, message } = await aliceAndBob();
    alice.connection.send(message.replace("\r\nVia:", `\r\n${extra}\r\nVia:`));
    const answer = await alice.inbox.response((s) => s >= 200, "MESSAGE");
    expect([answer.status, answer.headers.get("Warning")]).toEqual([400, expect.stringContaining(name)]);
    expect(bob.inbox.unreadRequests()).toEqual([]);
  });

  it("answers 505 to another SIP version", async () => {
    const { alice, message } = await aliceAndBob();
    alice.connection.send(message.replace(" SIP/2.0\r\n", " SIP/3.0\r\n"));
    expect((await alice.inbox.response((s) => s >= 200, "MESSAGE")).status).toBe(505);
  });

  it("answers 400 to a NUL in the Call-ID, so that it never reaches the app", async () => {
    const routed: string[] = [];
    harness = createHarness({
      resolveTarget: ({ dialled }) => {
        routed.push(dialled ?? "");
        return Promise.resolve({ kind: "aor", aor: `sip:${dialled}@${DOMAIN}` });
      },
    });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    // The answer echoes the Call-ID as sent (RFC 3261 §8.2.6.2), so it is read here as raw text.
    const answers: string[] = [];
    alice.connection.onMessage((text) => answers.push(text));
    const message = alice.request("MESSAGE", `sip:bob@${DOMAIN}`, { callId: "abc\u0000def" }).toString();
    alice.connection.send(message);
    await vi.waitFor(() =>
      expect(answers.map((text) => text.split("\r\n")[0])).toEqual(["SIP/2.0 400 Bad Request"]),
    );
    expect([routed, bob.inbox.unreadRequests()]).toEqual([[], []]);
  });
});
