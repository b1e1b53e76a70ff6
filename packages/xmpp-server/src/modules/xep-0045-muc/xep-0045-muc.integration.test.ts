import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml, type Element } from "@xmpp/client";
import { ACCOUNTS, ALICE, BOB, DAVE, DOMAIN, OTHER_DOMAIN, online } from "../../../test-support/accounts";
import { MemoryArchive, memoryRooms } from "../../../test-support/memory-archive";
import { startXmppHarness, type Agent, type XmppHarness } from "../../../test-support/xmpp-harness";
import { mucService, type MucService } from "./muc-service";

const SERVICE = `conference.${DOMAIN}`;
const ROOM = `g7k2m9q4x1b3c@${SERVICE}`;
const MUC_USER = "http://jabber.org/protocol/muc#user";

const isRoomPresence = (nick: string, type?: string) => (stanza: Element) =>
  stanza.is("presence") && stanza.attrs.from === `${ROOM}/${nick}` && stanza.attrs.type === type;
const codesOf = (stanza: Element) =>
  stanza
    .getChild("x", MUC_USER)
    ?.getChildren("status")
    .map((status) => status.attrs.code as string) ?? [];
const isGroupBody = (body: string) => (stanza: Element) =>
  stanza.is("message") && stanza.attrs.type === "groupchat" && stanza.getChildText("body") === body;

async function join(agent: Agent, nick: string): Promise<Element> {
  await agent.xmpp.send(
    xml("presence", { to: `${ROOM}/${nick}` }, xml("x", { xmlns: "http://jabber.org/protocol/muc" })),
  );
  return agent.waitFor((stanza) => isRoomPresence(nick)(stanza) && codesOf(stanza).includes("110"));
}

const errorOf = (stanza: Element) =>
  stanza.getChild("error")?.children.map((child) => (child as Element).name)[0];

// Each test signs in up to four clients with SCRAM: on a loaded 2-core machine that outlasts 5 s.
describe("XEP-0045 multi-user chat: members-only rooms from the application", { timeout: 20_000 }, () => {
  let harness: XmppHarness;
  let archive: MemoryArchive;
  let service: MucService;
  let hooks: ReturnType<typeof memoryRooms>;

  beforeEach(async () => {
    archive = new MemoryArchive();
    const rooms = new Map([
      [
        "g7k2m9q4x1b3c",
        {
          title: "Launch",
          affiliations: new Map([
            [ALICE, "owner" as const],
            [BOB, "member" as const],
          ]),
        },
      ],
    ]);
    hooks = memoryRooms(archive, rooms);
    service = mucService(hooks);
    harness = await startXmppHarness(ACCOUNTS, { modules: [service.module] });
  });
  afterEach(() => harness.close());

  it("is discoverable at conference.<domain>; a room's info is for its members only", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const dave = await harness.connect("4950400", DOMAIN);
    const items = await alice.xmpp.iqCaller.request(
      xml(
        "iq",
        { type: "get", to: DOMAIN },
        xml("query", { xmlns: "http://jabber.org/protocol/disco#items" }),
      ),
    );
    expect(
      items
        .getChild("query")
        ?.getChildren("item")
        .map((item) => item.attrs.jid),
    ).toContain(SERVICE);
    const serviceInfo = await alice.xmpp.iqCaller.request(
      xml(
        "iq",
        { type: "get", to: SERVICE },
        xml("query", { xmlns: "http://jabber.org/protocol/disco#info" }),
      ),
    );
    expect(serviceInfo.getChild("query")?.getChild("identity")?.attrs.category).toBe("conference");
    const roomInfo = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: ROOM }, xml("query", { xmlns: "http://jabber.org/protocol/disco#info" })),
    );
    const features = roomInfo
      .getChild("query")
      ?.getChildren("feature")
      .map((feature) => feature.attrs.var);
    expect(features).toEqual(expect.arrayContaining(["muc_membersonly", "muc_persistent", "urn:xmpp:mam:2"]));
    expect(roomInfo.getChild("query")?.getChild("identity")?.attrs.name).toBe("Launch");
    await expect(
      dave.xmpp.iqCaller.request(
        xml(
          "iq",
          { type: "get", to: ROOM },
          xml("query", { xmlns: "http://jabber.org/protocol/disco#info" }),
        ),
      ),
    ).rejects.toMatchObject({ condition: "item-not-found" });
  });

  it("answers a room's reserved-nick node empty and a payload it does not understand service-unavailable", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const reserved = await alice.xmpp.iqCaller.request(
      xml(
        "iq",
        { type: "get", to: ROOM },
        xml("query", { xmlns: "http://jabber.org/protocol/disco#info", node: "x-roomuser-item" }),
      ),
    );
    // §7.12: no registered nick, so no identity (a client would take its name for the nick).
    expect(reserved.getChild("query")?.attrs.node).toBe("x-roomuser-item");
    expect(reserved.getChild("query")?.children).toEqual([]);
    await expect(
      alice.xmpp.iqCaller.request(
        xml(
          "iq",
          { type: "get", to: ROOM },
          xml("query", { xmlns: "http://jabber.org/protocol/disco#info", node: "other" }),
        ),
      ),
    ).rejects.toMatchObject({ condition: "item-not-found" });
    // RFC 6120 §8.4: converse.js asks a room for its vCard.
    await expect(
      alice.xmpp.iqCaller.request(
        xml("iq", { type: "get", to: ROOM }, xml("vCard", { xmlns: "vcard-temp" })),
      ),
    ).rejects.toMatchObject({ condition: "service-unavailable" });
  });

  it("joins members with their presence and refuses others; another domain cannot address the room", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await harness.connect("4930200", DOMAIN);
    const self = await join(alice, "Alice");
    expect(codesOf(self)).toContain("110");
    expect(self.getChild("x", MUC_USER)?.getChild("item")?.attrs.affiliation).toBe("owner");
    await join(bob, "Bob");
    expect(bob.received.some(isRoomPresence("Alice"))).toBe(true);
    await alice.waitFor(isRoomPresence("Bob"));

    const dave = await harness.connect("4950400", DOMAIN);
    await dave.xmpp.send(
      xml("presence", { to: `${ROOM}/Dave` }, xml("x", { xmlns: "http://jabber.org/protocol/muc" })),
    );
    const refused = await dave.waitFor((stanza) => stanza.is("presence") && stanza.attrs.type === "error");
    expect(errorOf(refused)).toBe("registration-required");

    const carol = await harness.connect("4940300", OTHER_DOMAIN);
    await carol.xmpp.send(xml("message", { to: ROOM, type: "groupchat", id: "x" }, xml("body", {}, "hi")));
    const blocked = await carol.waitFor((stanza) => stanza.is("message") && stanza.attrs.type === "error");
    expect(errorOf(blocked)).toBe("service-unavailable");
    expect(archive.rows).toHaveLength(0);
  });

  it("reflects a groupchat message to every joined resource, with the room's stanza-id, archived once", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bobPhone = await harness.connect("4930200", DOMAIN, { resource: "phone" });
    const bobLaptop = await harness.connect("4930200", DOMAIN, { resource: "laptop" });
    await join(alice, "Alice");
    await join(bobPhone, "Bob");
    await join(bobLaptop, "Bob");
    await alice.xmpp.send(
      xml("message", { to: ROOM, type: "groupchat", id: "m1" }, xml("body", {}, "hello room")),
    );
    const copies = await Promise.all(
      [alice, bobPhone, bobLaptop].map((agent) => agent.waitFor(isGroupBody("hello room"))),
    );
    for (const copy of copies) {
      expect(copy.attrs.from).toBe(`${ROOM}/Alice`);
      expect(copy.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs.by).toBe(ROOM);
    }
    expect(archive.rows.filter((row) => row.owner === ROOM)).toHaveLength(1);
    expect(archive.rows[0]?.id).toBe(copies[0]?.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs.id);

    const dave = await harness.connect("4950400", DOMAIN);
    await dave.xmpp.send(
      xml("message", { to: ROOM, type: "groupchat", id: "d" }, xml("body", {}, "intrude")),
    );
    const refused = await dave.waitFor((stanza) => stanza.is("message") && stanza.attrs.type === "error");
    expect(errorOf(refused)).toBe("not-acceptable");

    await bobLaptop.xmpp.send(xml("presence", { to: `${ROOM}/Bob`, type: "unavailable" }));
    await bobLaptop.waitFor(isRoomPresence("Bob", "unavailable"));
    await alice.xmpp.send(
      xml("message", { to: ROOM, type: "groupchat", id: "m2" }, xml("body", {}, "after leave")),
    );
    await bobPhone.waitFor(isGroupBody("after leave"));
    expect(bobLaptop.received.some(isGroupBody("after leave"))).toBe(false);
  });

  it("lets only the owner change affiliations; a removed member is kicked with 321", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await harness.connect("4930200", DOMAIN);
    await join(alice, "Alice");
    await join(bob, "Bob");
    const admin = (jid: string, affiliation: string) =>
      xml(
        "iq",
        { type: "set", to: ROOM },
        xml("query", { xmlns: "http://jabber.org/protocol/muc#admin" }, xml("item", { jid, affiliation })),
      );
    await expect(bob.xmpp.iqCaller.request(admin(DAVE, "member"))).rejects.toMatchObject({
      condition: "forbidden",
    });
    const list = await bob.xmpp.iqCaller.request(
      xml(
        "iq",
        { type: "get", to: ROOM },
        xml(
          "query",
          { xmlns: "http://jabber.org/protocol/muc#admin" },
          xml("item", { affiliation: "member" }),
        ),
      ),
    );
    expect(
      list
        .getChild("query")
        ?.getChildren("item")
        .map((item) => item.attrs.jid),
    ).toEqual([BOB]);
    await alice.xmpp.iqCaller.request(admin(BOB, "none"));
    expect(hooks.changes).toEqual([`${BOB} none`]);
    // The application stores the change, then tells the service (GroupEvents.membersRemoved).
    service.removed(ROOM, [BOB]);
    const kicked = await bob.waitFor(isRoomPresence("Bob", "unavailable"));
    expect(codesOf(kicked)).toEqual(expect.arrayContaining(["321", "110"]));
    const seen = await alice.waitFor(isRoomPresence("Bob", "unavailable"));
    expect(codesOf(seen)).toEqual(["321"]);
  });

  it("sends mediated invitations to added members and destroys a deleted room", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bob = await online(await harness.connect("4930200", DOMAIN));
    service.invite(ROOM, ALICE, [BOB], "Launch");
    const invitation = await bob.waitFor((stanza) => stanza.is("message") && stanza.attrs.from === ROOM);
    expect(invitation.getChild("x", MUC_USER)?.getChild("invite")?.attrs.from).toBe(ALICE);
    await join(alice, "Alice");
    await join(bob, "Bob");
    service.destroyed(ROOM, "deleted");
    for (const agent of [alice, bob]) {
      const gone = await agent.waitFor(
        (stanza) =>
          stanza.is("presence") &&
          stanza.attrs.type === "unavailable" &&
          !!stanza.getChild("x", MUC_USER)?.getChild("destroy"),
      );
      expect(gone.attrs.from?.startsWith(ROOM)).toBe(true);
    }
  });

  it("answers the room's archive to members only", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    await join(alice, "Alice");
    await alice.xmpp.send(
      xml("message", { to: ROOM, type: "groupchat", id: "a1" }, xml("body", {}, "archived")),
    );
    await alice.waitFor(isGroupBody("archived"));
    const fin = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "set", to: ROOM }, xml("query", { xmlns: "urn:xmpp:mam:2", queryid: "q1" })),
    );
    expect(fin.getChild("fin", "urn:xmpp:mam:2")?.attrs.complete).toBe("true");
    const result = await alice.waitFor(
      (stanza) => stanza.getChild("result", "urn:xmpp:mam:2")?.attrs.queryid === "q1",
    );
    expect(result.attrs.from).toBe(ROOM);
    const forwarded = result.getChild("result")?.getChild("forwarded", "urn:xmpp:forward:0");
    expect(forwarded?.getChild("message")?.getChildText("body")).toBe("archived");
    const dave = await harness.connect("4950400", DOMAIN);
    await expect(
      dave.xmpp.iqCaller.request(
        xml("iq", { type: "set", to: ROOM }, xml("query", { xmlns: "urn:xmpp:mam:2" })),
      ),
    ).rejects.toMatchObject({ condition: "item-not-found" });
  });
});
