import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import {
  ACCOUNTS,
  ALICE,
  BOB,
  CAROL,
  DAVE,
  DOMAIN,
  OTHER_DOMAIN as OTHER,
  chat,
  isBody,
  isPresenceFrom,
  online,
  settled,
} from "../../../test-support/accounts";
import { startXmppHarness, type XmppHarness } from "../../../test-support/xmpp-harness";
import type { XmppModule } from "../../core/module-api";
import { XmlElement } from "../../xml/xml-element";

describe("RFC 6121 roster, presence and messages", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS);
  });
  afterEach(() => harness.close());

  it("gives the colleagues of the domain as the roster, subscription both, with names", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const result = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get" }, xml("query", { xmlns: "jabber:iq:roster" })),
    );
    const items = result.getChild("query", "jabber:iq:roster")?.getChildren("item") ?? [];
    expect(items.map((item) => item.attrs)).toEqual([{ jid: BOB, name: "Bob", subscription: "both" }]);
  });

  it("broadcasts initial presence to contacts, answers with theirs and tells them when the session ends", async () => {
    const bob = await online(await harness.connect("4930200", DOMAIN));
    const alice = await online(await harness.connect("4930100", DOMAIN));
    await bob.waitFor(isPresenceFrom(alice.jid));
    await alice.waitFor(isPresenceFrom(bob.jid));
    await alice.xmpp.stop();
    await bob.waitFor(isPresenceFrom(alice.jid, "unavailable"));
  });

  it("routes a message to a full JID to that resource only", async () => {
    const bobPhone = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    const bobLaptop = await online(await harness.connect("4930200", DOMAIN, { resource: "laptop" }));
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(chat(`${BOB}/phone`, "to the phone"));
    const got = await bobPhone.waitFor(isBody("to the phone"));
    expect(got.attrs.from).toBe(alice.jid);
    await alice.xmpp.send(chat(`${BOB}/laptop`, "to the laptop"));
    await bobLaptop.waitFor(isBody("to the laptop"));
    expect(bobLaptop.received.some(isBody("to the phone"))).toBe(false);
  });

  it("routes a message to a bare JID to every available resource of the recipient", async () => {
    const bobPhone = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    const bobLaptop = await online(await harness.connect("4930200", DOMAIN, { resource: "laptop" }));
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(chat(BOB, "to everyone"));
    await Promise.all([bobPhone.waitFor(isBody("to everyone")), bobLaptop.waitFor(isBody("to everyone"))]);
    expect(
      harness.routed
        .at(-1)
        ?.deliveredTo.map((session) => session.full)
        .sort(),
    ).toEqual([`${BOB}/laptop`, `${BOB}/phone`]);
  });

  it("hands a message to an offline user to the undelivered hook and the archive", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(chat(BOB, "while you were out"));
    await settled(alice);
    expect(
      harness.undelivered.map(({ stanza, to }) => [stanza.getChildText("body", "jabber:client"), to.local]),
    ).toEqual([["while you were out", "4930200"]]);
    expect(harness.routed.at(-1)?.stanza.attrs.from).toBe(alice.jid);
    expect(harness.routed.at(-1)?.deliveredTo).toEqual([]);
  });

  it("passes receipts (XEP-0184) and markers (XEP-0333) through, and the archive hook sees them", async () => {
    const bob = await online(await harness.connect("4930200", DOMAIN));
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(
      chat(
        BOB,
        "read me",
        xml("request", { xmlns: "urn:xmpp:receipts" }),
        xml("markable", { xmlns: "urn:xmpp:chat-markers:0" }),
      ),
    );
    const got = await bob.waitFor(isBody("read me"));
    expect(got.getChild("request", "urn:xmpp:receipts")).toBeDefined();
    await bob.xmpp.send(
      xml(
        "message",
        { to: alice.jid, type: "chat" },
        xml("received", { xmlns: "urn:xmpp:receipts", id: "read me" }),
        xml("displayed", { xmlns: "urn:xmpp:chat-markers:0", id: "read me" }),
      ),
    );
    const receipt = await alice.waitFor(
      (stanza) => stanza.getChild("received", "urn:xmpp:receipts") !== undefined,
    );
    expect(receipt.getChild("displayed", "urn:xmpp:chat-markers:0")?.attrs.id).toBe("read me");
    expect(harness.routed.map((event) => event.stanza.getChildByNs("urn:xmpp:chat-markers:0")?.name)).toEqual(
      ["markable", "displayed"],
    );
  });

  it("routes an iq to a full JID and answers service-unavailable for one gone", async () => {
    const bob = await harness.connect("4930200", DOMAIN, { resource: "phone" });
    const alice = await harness.connect("4930100", DOMAIN);
    const pong = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: `${BOB}/phone` }, xml("ping", { xmlns: "urn:xmpp:ping" })),
    );
    expect(pong.attrs.from).toBe(bob.jid);
    await expect(
      alice.xmpp.iqCaller.request(
        xml("iq", { type: "get", to: `${BOB}/gone` }, xml("ping", { xmlns: "urn:xmpp:ping" })),
      ),
    ).rejects.toThrow(/service-unavailable/);
  });

  it("passes directed presence and its unavailable to the addressee only", async () => {
    const bob = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    const bobLaptop = await online(await harness.connect("4930200", DOMAIN, { resource: "laptop" }));
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(xml("presence", { to: `${BOB}/phone` }, xml("status", {}, "directed")));
    const directed = await bob.waitFor(
      (stanza) => stanza.is("presence") && stanza.getChildText("status") === "directed",
    );
    expect(directed.attrs.from).toBe(alice.jid);
    await alice.xmpp.stop();
    await bob.waitFor(isPresenceFrom(alice.jid, "unavailable"));
    await settled(bobLaptop);
    expect(bobLaptop.received.filter((stanza) => stanza.attrs.from === alice.jid)).toEqual([]);
  });
});

describe("the module hooks around routing", () => {
  let harness: XmppHarness;
  afterEach(() => harness.close());

  it("lets a module add to a message before it is delivered (an archive's XEP-0359 stanza-id)", async () => {
    const stamp: XmppModule = {
      name: "test-stanza-id",
      beforeRouted: ({ stanza, to }) => {
        stanza.append(
          new XmlElement("stanza-id", {
            xmlns: "urn:xmpp:sid:0",
            by: `${to.local}@${to.domain}`,
            id: "archived-1",
          }),
        );
      },
    };
    harness = await startXmppHarness(ACCOUNTS, { modules: [stamp] });
    const bob = await online(await harness.connect("4930200", DOMAIN));
    const alice = await harness.connect("4930100", DOMAIN);
    await alice.xmpp.send(chat(BOB, "with an id"));
    const got = await bob.waitFor(isBody("with an id"));
    expect(got.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs).toMatchObject({ by: BOB, id: "archived-1" });
  });
});

describe("tenant isolation (chat-design.md)", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS);
  });
  afterEach(() => harness.close());

  it("keeps a user of one tenant from messaging, probing, sending presence to or iq-ing another tenant's user", async () => {
    const carol = await online(await harness.connect("4940300", OTHER, { resource: "desk" }));
    const alice = await online(await harness.connect("4930100", DOMAIN));
    await alice.xmpp.send(chat(CAROL, "across tenants"));
    const bounced = await alice.waitFor((stanza) => stanza.is("message") && stanza.attrs.type === "error");
    expect(bounced.getChild("error")?.getChild("service-unavailable")).toBeDefined();
    await alice.xmpp.send(xml("presence", { to: CAROL, type: "probe" }));
    await alice.xmpp.send(xml("presence", { to: `${CAROL}/desk` }));
    await expect(
      alice.xmpp.iqCaller.request(
        xml("iq", { type: "get", to: `${CAROL}/desk` }, xml("ping", { xmlns: "urn:xmpp:ping" })),
      ),
    ).rejects.toThrow(/service-unavailable/);
    const roster = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get" }, xml("query", { xmlns: "jabber:iq:roster" })),
    );
    expect(roster.toString()).not.toContain(CAROL);
    const carolRoster = await carol.xmpp.iqCaller.request(
      xml("iq", { type: "get" }, xml("query", { xmlns: "jabber:iq:roster" })),
    );
    expect(carolRoster.toString()).not.toContain(ALICE);
    expect(carol.received.filter((stanza) => stanza.attrs.from?.startsWith(ALICE))).toEqual([]);
    const presenceFromCarol = alice.received.filter(
      (stanza) => stanza.is("presence") && stanza.attrs.from?.startsWith(CAROL),
    );
    expect(presenceFromCarol.map((stanza) => stanza.attrs.type)).toEqual(["error", "error"]);
    expect(harness.routed.filter((event) => event.to.domain === OTHER)).toEqual([]);
  });

  it("keeps tenants apart on one domain: no message, presence, iq or disco to a user outside the roster", async () => {
    const dave = await online(await harness.connect("4950400", DOMAIN, { resource: "desk" }));
    const alice = await online(await harness.connect("4930100", DOMAIN));
    await alice.xmpp.send(chat(DAVE, "same domain, other tenant"));
    const bounced = await alice.waitFor((stanza) => stanza.is("message") && stanza.attrs.type === "error");
    expect(bounced.getChild("error")?.getChild("service-unavailable")).toBeDefined();
    await alice.xmpp.send(xml("presence", { to: `${DAVE}/desk` }));
    await alice.xmpp.send(xml("presence", { to: DAVE, type: "probe" }));
    await expect(
      alice.xmpp.iqCaller.request(
        xml("iq", { type: "get", to: `${DAVE}/desk` }, xml("ping", { xmlns: "urn:xmpp:ping" })),
      ),
    ).rejects.toThrow(/service-unavailable/);
    await expect(
      alice.xmpp.iqCaller.request(
        xml(
          "iq",
          { type: "get", to: DAVE },
          xml("query", { xmlns: "http://jabber.org/protocol/disco#info" }),
        ),
      ),
    ).rejects.toThrow(/service-unavailable/);
    await settled(dave);
    expect(dave.received.filter((stanza) => stanza.attrs.from?.startsWith(ALICE))).toEqual([]);
    expect(alice.received.some((stanza) => stanza.is("presence") && stanza.attrs.from === dave.jid)).toBe(
      false,
    );
    expect(harness.routed.filter((event) => event.to.local === "4950400")).toEqual([]);
  });
});
