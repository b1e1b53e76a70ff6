import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml, type Element } from "@xmpp/client";
import { ACCOUNTS, ALICE, BOB, DOMAIN, chat, isBody, online, settled } from "../../../test-support/accounts";
import { MemoryArchive } from "../../../test-support/memory-archive";
import { startXmppHarness, type Agent, type XmppHarness } from "../../../test-support/xmpp-harness";
import { mamModule } from "./mam-module";

const MAM = "urn:xmpp:mam:2";
const DISCO_INFO = "http://jabber.org/protocol/disco#info";

/** Runs a query and collects its results (in order) and the `<fin/>`. */
async function queryArchive(agent: Agent, queryId: string, ...children: Element[]) {
  const before = agent.received.length;
  const iq = await agent.xmpp.iqCaller.request(
    xml("iq", { type: "set" }, xml("query", { xmlns: MAM, queryid: queryId }, ...children)),
  );
  const results = agent.received
    .slice(before)
    .map((stanza) => stanza.getChild("result", MAM))
    .filter((result): result is Element => result?.attrs.queryid === queryId);
  return {
    fin: iq.getChild("fin", MAM),
    ids: results.map((result) => result.attrs.id as string),
    bodies: results.map((result) => result.getChild("forwarded")?.getChild("message")?.getChildText("body")),
    delays: results.map(
      (result) => result.getChild("forwarded")?.getChild("delay", "urn:xmpp:delay")?.attrs.stamp,
    ),
  };
}

const form = (fields: Record<string, string>) =>
  xml(
    "x",
    { xmlns: "jabber:x:data", type: "submit" },
    xml("field", { var: "FORM_TYPE", type: "hidden" }, xml("value", {}, MAM)),
    ...Object.entries(fields).map(([name, value]) => xml("field", { var: name }, xml("value", {}, value))),
  );
const rsm = (children: Record<string, string>) =>
  xml(
    "set",
    { xmlns: "http://jabber.org/protocol/rsm" },
    ...Object.entries(children).map(([name, value]) => xml(name, {}, value)),
  );

describe("XEP-0313 message archive (users' archives) and XEP-0359 stanza-ids", () => {
  let harness: XmppHarness;
  let archive: MemoryArchive;
  beforeEach(async () => {
    archive = new MemoryArchive();
    harness = await startXmppHarness(ACCOUNTS, { modules: [mamModule(archive)] });
  });
  afterEach(() => harness.close());

  it("archives a chat message in both archives under the stanza-id the recipient got", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await online(await harness.connect("4930200", DOMAIN));
    await alice.xmpp.send(
      chat(BOB, "first", xml("stanza-id", { xmlns: "urn:xmpp:sid:0", id: "forged", by: BOB })),
    );
    const got = await bob.waitFor(isBody("first"));
    const stanzaIds = got.getChildren("stanza-id", "urn:xmpp:sid:0");
    expect(stanzaIds).toHaveLength(1);
    expect(stanzaIds[0]?.attrs.by).toBe(BOB);
    expect(archive.rows.map((row) => [row.owner, row.id])).toEqual([
      [ALICE, stanzaIds[0]?.attrs.id],
      [BOB, stanzaIds[0]?.attrs.id],
    ]);
  });

  it("lets a reconnecting device catch up after the last id it saw, and pages with RSM", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    await alice.xmpp.send(chat(BOB, "seen"));
    const seen = await bob.waitFor(isBody("seen"));
    const lastSeen = seen.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs.id as string;
    await bob.stop();
    for (const body of ["missed 1", "missed 2", "missed 3"]) await alice.xmpp.send(chat(BOB, body));
    await settled(alice);

    const back = await harness.connect("4930200", DOMAIN, { resource: "phone" });
    const caughtUp = await queryArchive(back, "catch-up", rsm({ after: lastSeen }));
    expect(caughtUp.bodies).toEqual(["missed 1", "missed 2", "missed 3"]);
    expect(caughtUp.fin?.attrs.complete).toBe("true");
    expect(caughtUp.delays.every((stamp) => stamp !== undefined && !Number.isNaN(Date.parse(stamp)))).toBe(
      true,
    );

    const lastTwo = await queryArchive(back, "last", form({ with: ALICE }), rsm({ max: "2", before: "" }));
    expect(lastTwo.bodies).toEqual(["missed 2", "missed 3"]);
    expect(lastTwo.fin?.attrs.complete).toBeUndefined();
    const set = lastTwo.fin?.getChild("set", "http://jabber.org/protocol/rsm");
    expect(set?.getChildText("first")).toBe(lastTwo.ids[0]);
    expect(set?.getChildText("last")).toBe(lastTwo.ids[1]);
    const earlier = await queryArchive(back, "earlier", rsm({ max: "2", before: lastTwo.ids[0] ?? "" }));
    expect(earlier.bodies).toEqual(["seen", "missed 1"]);

    const nobody = await queryArchive(back, "other", form({ with: `4950400@${DOMAIN}` }));
    expect(nobody.ids).toEqual([]);
    expect(nobody.fin?.attrs.complete).toBe("true");
  });

  it("hands receipts and markers to the application, archiving neither", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await online(await harness.connect("4930200", DOMAIN));
    await alice.xmpp.send(chat(BOB, "read me"));
    const got = await bob.waitFor(isBody("read me"));
    const id = got.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs.id as string;
    await bob.xmpp.send(
      xml("message", { to: ALICE, type: "chat" }, xml("displayed", { xmlns: "urn:xmpp:chat-markers:0", id })),
    );
    await bob.xmpp.send(
      xml("message", { to: ALICE }, xml("received", { xmlns: "urn:xmpp:receipts", id: "read me" })),
    );
    await settled(bob);
    expect(archive.markers).toEqual([
      { from: BOB, to: ALICE, id, kind: "displayed" },
      { from: BOB, to: ALICE, id: "read me", kind: "received" },
    ]);
    expect(archive.rows).toHaveLength(2);
  });

  it("advertises the archive on the user's own bare JID, where clients look for it (§6.1)", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const featuresOf = async (to: string) =>
      (await alice.xmpp.iqCaller.request(xml("iq", { type: "get", to }, xml("query", { xmlns: DISCO_INFO }))))
        .getChild("query", DISCO_INFO)
        ?.getChildren("feature")
        .map((feature) => feature.attrs.var as string);
    expect(await featuresOf(ALICE)).toEqual(expect.arrayContaining([MAM, "urn:xmpp:sid:0"]));
    // A colleague's archive is not Alice's to query.
    expect(await featuresOf(BOB)).not.toContain(MAM);
  });
});
