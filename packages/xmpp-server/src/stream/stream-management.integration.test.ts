import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { ACCOUNTS, ALICE, BOB, DOMAIN, chat, isBody, online, settled } from "../../test-support/accounts";
import { openRawStream, openFrameFor, signInRaw, type RawStream } from "../../test-support/raw-stream";
import { startXmppHarness, type XmppHarness } from "../../test-support/xmpp-harness";

const SM = "urn:xmpp:sm:3";
const BOB_ACCOUNT = ACCOUNTS[1] as (typeof ACCOUNTS)[0];
const PRESENCE = `<presence xmlns="jabber:client"/>`;

async function enableResumable(stream: RawStream): Promise<string> {
  stream.send(`<enable xmlns="${SM}" resume="true"/>`);
  const enabled = await stream.waitFor(/<enabled /);
  return /id="([^"]+)"/.exec(enabled)?.[1] ?? "";
}

/** A new stream of the same account that asks to resume `previd` having handled `h` stanzas. */
async function resumeRaw(url: string, previd: string, h: number): Promise<RawStream> {
  const stream = await openRawStream(url);
  stream.send(openFrameFor(DOMAIN));
  await stream.waitFor(/<mechanisms/);
  const plain = Buffer.from(`\0${BOB_ACCOUNT.localpart}\0${BOB_ACCOUNT.password}`).toString("base64");
  stream.send(`<auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">${plain}</auth>`);
  await stream.waitFor(/<success/);
  stream.send(openFrameFor(DOMAIN));
  await stream.waitFor(/<sm xmlns/);
  stream.send(`<resume xmlns="${SM}" previd="${previd}" h="${h}"/>`);
  return stream;
}

describe("XEP-0198 stream management", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS);
  });
  afterEach(() => harness.close());

  it("enables resumption and acknowledges what it handled", async () => {
    const bob = await signInRaw(harness.url, BOB_ACCOUNT);
    const enabled = await (async () => {
      bob.send(`<enable xmlns="${SM}" resume="true"/>`);
      return bob.waitFor(/<enabled /);
    })();
    expect(enabled).toMatch(/resume="true"/);
    expect(enabled).toMatch(/max="60"/);
    bob.send(PRESENCE);
    bob.send(`<iq xmlns="jabber:client" type="get" id="p1"><ping xmlns="urn:xmpp:ping"/></iq>`);
    await bob.waitFor(/id="p1"/);
    bob.send(`<r xmlns="${SM}"/>`);
    expect(await bob.waitFor(/<a xmlns/)).toBe(`<a xmlns="${SM}" h="2"/>`);
  });

  it("resumes a dropped session and resends what the client had not acknowledged, losing nothing", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await signInRaw(harness.url, BOB_ACCOUNT);
    const previd = await enableResumable(bob);
    bob.send(PRESENCE);
    await bob.waitFor(/<presence[^>]*from="4930200@acme.example\/raw"/);
    await alice.xmpp.send(chat(BOB, "before the drop"));
    await bob.waitFor(/before the drop/);
    bob.close();
    await bob.closed;
    await alice.xmpp.send(chat(BOB, "during the drop"));
    await settled(alice);
    // Bob handled his own presence only: the first message is resent with the second.
    const resumed = await resumeRaw(harness.url, previd, 1);
    await resumed.waitFor(/<resumed [^>]*h="1"/);
    await resumed.waitFor(/before the drop/);
    await resumed.waitFor(/during the drop/);
    expect(harness.undelivered).toEqual([]);
    await alice.xmpp.send(chat(BOB, "after the resumption"));
    await resumed.waitFor(/after the resumption/);
  });

  it("hands the unacknowledged messages of a session not resumed in time to the undelivered hook", async () => {
    await harness.close();
    harness = await startXmppHarness(ACCOUNTS, { limits: { resumeTimeoutMs: 400 } });
    const alice = await online(await harness.connect("4930100", DOMAIN));
    const bob = await signInRaw(harness.url, BOB_ACCOUNT);
    const previd = await enableResumable(bob);
    bob.send(PRESENCE);
    await alice.waitFor(
      (stanza) => stanza.is("presence") && stanza.attrs.from === "4930200@acme.example/raw",
    );
    bob.close();
    await alice.xmpp.send(chat(BOB, "nobody resumed"));
    await alice.waitFor(
      (stanza) =>
        stanza.is("presence") &&
        stanza.attrs.from === "4930200@acme.example/raw" &&
        stanza.attrs.type === "unavailable",
    );
    expect(harness.undelivered.map(({ stanza }) => stanza.getChildText("body", "jabber:client"))).toContain(
      "nobody resumed",
    );
    // No other resource of Bob's was there: the application hears of it as an offline message.
    expect(harness.offline).toEqual([
      { to: BOB, message: { id: "nobody resumed", from: ALICE, room: null, body: "nobody resumed" } },
    ]);
    const late = await resumeRaw(harness.url, previd, 0);
    await late.waitFor(/<failed xmlns="urn:xmpp:sm:3"><item-not-found/);
  });

  it("closes a socket that stops answering pings and keeps its session for resumption", async () => {
    await harness.close();
    harness = await startXmppHarness(ACCOUNTS, { limits: { keepAliveIntervalMs: 100 } });
    const bob = await signInRaw(harness.url, BOB_ACCOUNT, "raw", true);
    const previd = await enableResumable(bob);
    await bob.closed;
    expect([...harness.server.sessions.of(BOB)]).toHaveLength(1);
    const resumed = await resumeRaw(harness.url, previd, 0);
    await resumed.waitFor(/<resumed /);
  });

  it("lets @xmpp/client resume after its socket drops, with the messages sent meanwhile", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    await bob.xmpp.iqCaller.request(xml("iq", { type: "get" }, xml("ping", { xmlns: "urn:xmpp:ping" })));
    expect(bob.xmpp.streamManagement.enabled).toBe(true);
    const previd = bob.xmpp.streamManagement.id;
    const resumed = new Promise<string>((resolve) =>
      bob.xmpp.on("nonza", (nonza) => {
        if (nonza.is("resumed", SM)) resolve(nonza.attrs.previd ?? "");
      }),
    );
    bob.xmpp.reconnect.delay = 50;
    bob.xmpp.socket?.socket.close();
    await alice.xmpp.send(chat(`${BOB}/phone`, "sent while reconnecting"));
    expect(await resumed).toBe(previd);
    await bob.waitFor(isBody("sent while reconnecting"));
    expect([...harness.server.sessions.of(BOB)].map((session) => session.full)).toEqual([`${BOB}/phone`]);
    expect(harness.undelivered).toEqual([]);
  });
});
