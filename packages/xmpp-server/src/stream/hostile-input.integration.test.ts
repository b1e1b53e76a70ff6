import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { ACCOUNTS, DOMAIN, settled } from "../../test-support/accounts";
import { openFrameFor, openRawStream, signInRaw, type RawStream } from "../../test-support/raw-stream";
import { startXmppHarness, type XmppHarness } from "../../test-support/xmpp-harness";
import type { XmppLimits } from "./xmpp-limits";

const [ALICE_ACCOUNT, BOB_ACCOUNT] = ACCOUNTS as [(typeof ACCOUNTS)[0], (typeof ACCOUNTS)[0]];
const MESSAGE = (body: string) =>
  `<message xmlns="jabber:client" to="4930100@${DOMAIN}" type="chat"><body>${body}</body></message>`;

/** The stream ends with this stream error, then `<close/>`, then the socket closes. */
async function expectStreamError(stream: RawStream, condition: string): Promise<void> {
  await stream.waitFor(new RegExp(`<${condition} xmlns="urn:ietf:params:xml:ns:xmpp-streams"/>`));
  await stream.waitFor(/<close xmlns="urn:ietf:params:xml:ns:xmpp-framing"\/>/);
  await stream.closed;
}

describe("hostile input: one hostile stream is closed while the others go on", () => {
  let harness: XmppHarness;
  const start = async (limits: Partial<XmppLimits> = {}) => {
    harness = await startXmppHarness(ACCOUNTS, { limits });
    return harness.connect(ALICE_ACCOUNT.localpart, DOMAIN);
  };
  afterEach(() => harness.close());

  it("refuses a WebSocket that does not offer the xmpp subprotocol", async () => {
    await start();
    const refused = new Promise<number>((resolve) => {
      const socket = new WebSocket(harness.url, ["sip"]);
      socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
      socket.on("error", () => {});
    });
    expect(await refused).toBe(400);
  });

  it("closes a stream whose frame is larger than the limit with policy-violation", async () => {
    const alice = await start({ maxFrameBytes: 2048 });
    const hostile = await signInRaw(harness.url, BOB_ACCOUNT);
    hostile.send(MESSAGE("x".repeat(4096)));
    await expectStreamError(hostile, "policy-violation");
    await settled(alice);
  });

  it("closes a stream nesting elements deeper than the limit with policy-violation", async () => {
    const alice = await start({ maxDepth: 8 });
    const hostile = await signInRaw(harness.url, BOB_ACCOUNT);
    hostile.send(`<message xmlns="jabber:client">${"<a>".repeat(20)}${"</a>".repeat(20)}</message>`);
    await expectStreamError(hostile, "policy-violation");
    await settled(alice);
  });

  it("closes a stream sending XML that is not well-formed", async () => {
    const alice = await start();
    const hostile = await signInRaw(harness.url, BOB_ACCOUNT);
    hostile.send(`<message xmlns="jabber:client"><body>unclosed</message>`);
    await expectStreamError(hostile, "not-well-formed");
    await settled(alice);
    expect(harness.streamErrors).toEqual(["not-well-formed"]);
  });

  it("closes a stream sending a DOCTYPE with entity declarations (billion laughs) with restricted-xml", async () => {
    const alice = await start();
    const hostile = await signInRaw(harness.url, BOB_ACCOUNT);
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`);
    hostile.send(`<!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities.join("")}]>${MESSAGE("&lol9;")}`);
    await expectStreamError(hostile, "restricted-xml");
    await settled(alice);
  });

  it("closes a stream sending faster than its token bucket allows", async () => {
    const alice = await start({ stanzasPerSecond: 5, stanzaBurst: 10 });
    const hostile = await signInRaw(harness.url, BOB_ACCOUNT);
    for (let i = 0; i < 30; i++) hostile.send(MESSAGE(`flood ${i}`));
    await expectStreamError(hostile, "policy-violation");
    await settled(alice);
  });

  it("refuses one more resource than the cap per user with resource-constraint", async () => {
    const alice = await start({ maxSessionsPerUser: 2 });
    await signInRaw(harness.url, BOB_ACCOUNT, "one");
    await signInRaw(harness.url, BOB_ACCOUNT, "two");
    const third = await signInRaw(harness.url, BOB_ACCOUNT, "three");
    expect(third.frames.at(-1)).toMatch(/type="error".*<resource-constraint/);
    expect([...harness.server.sessions.of(`4930200@${DOMAIN}`)]).toHaveLength(2);
    await settled(alice);
  });

  it("closes a connection that does not authenticate in time", async () => {
    const alice = await start({ authTimeoutMs: 2000 });
    const idle = await openRawStream(harness.url);
    idle.send(openFrameFor(DOMAIN));
    await expectStreamError(idle, "connection-timeout");
    await settled(alice);
  });

  it("refuses stanzas before authentication with not-authorized", async () => {
    const alice = await start();
    const early = await openRawStream(harness.url);
    early.send(openFrameFor(DOMAIN));
    await early.waitFor(/<mechanisms/);
    early.send(MESSAGE("sneaky"));
    await expectStreamError(early, "not-authorized");
    expect(alice.received.some((stanza) => stanza.getChildText("body") === "sneaky")).toBe(false);
  });
});
