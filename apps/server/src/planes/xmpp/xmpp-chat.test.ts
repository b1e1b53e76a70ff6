import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { xml, type Element } from "@xmpp/client";
import {
  chatGroupCreateEndpoint,
  chatGroupHistoryEndpoint,
  chatHistoryEndpoint,
  chatRecentEndpoint,
} from "@mobex/contracts/chat";
import { connectAgent, type Agent } from "@mobex/xmpp-server/test-support/xmpp-agent";
import { postApi } from "../../test-support/api-client";
import { signInForSip, type SipAccount } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * Groups (XEP-0045) and the archive (XEP-0313) through the real plane on PGlite: what XMPP
 * carries is what the chat API reads, the groups the API manages are the rooms, and a marker
 * moves the unread count every device reads.
 */
let t: TestApp;
let xmppUrl: string;
const agents: Agent[] = [];
const MUC_USER = "http://jabber.org/protocol/muc#user";

beforeAll(async () => {
  t = await createTestApp();
  const { httpUrl } = await t.listen();
  xmppUrl = `${httpUrl.replace(/^http/, "ws")}/xmpp-websocket`;
});
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.stop()));
});
afterAll(() => t.close());

async function connect(account: SipAccount, resource?: string): Promise<Agent> {
  const { domain, username, password } = account;
  const agent = await connectAgent(
    { service: xmppUrl, domain, username, password, ...(resource ? { resource } : {}) },
    (started) => agents.push(started),
  );
  await agent.xmpp.send(xml("presence"));
  await agent.waitFor((stanza) => stanza.is("presence") && stanza.attrs.from === agent.jid);
  return agent;
}

const call = (account: SipAccount, path: string, body: Record<string, unknown>) =>
  postApi(t.app, `/webrtc/mobex/${path}`, { token: account.jwetoken, ...body });
/** chat/muc/create by `owner`: the group's id and its room's JID. */
async function createGroup(owner: SipAccount, groupName: string, members: string[]) {
  const created = await call(owner, "chat/muc/create", { phone: owner.phone, groupName, members });
  const groupId = chatGroupCreateEndpoint.answer.parse(created.body).data.groupID;
  return { groupId, room: `${groupId}@conference.${owner.domain}` };
}
const bareOf = (account: SipAccount) => `${account.phone}@${account.domain}`;
const isBody = (body: string) => (stanza: Element) =>
  stanza.is("message") && stanza.getChildText("body") === body;
/** XEP-0359: the id the room gave a message it reflected. */
const roomStanzaIdOf = (message: Element, room: string) =>
  message.getChildren("stanza-id", "urn:xmpp:sid:0").find((child) => child.attrs.by === room)?.attrs
    .id as string;

async function mamQuery(agent: Agent, to?: string): Promise<Element> {
  return agent.xmpp.iqCaller.request(
    xml(
      "iq",
      { type: "set", ...(to ? { to } : {}) },
      xml("query", { xmlns: "urn:xmpp:mam:2", queryid: "q" }),
    ),
  );
}

// Real sign-ins and three XMPP clients per test: on a loaded 2-core machine that outlasts 5 s.
describe("XMPP groups and archive over the chat domain", { timeout: 30_000 }, () => {
  it("archives a direct message for chat/history, and a displayed marker clears the unread count", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const bob = await signInForSip(t.app, "bob@example.com");
    const aliceAgent = await connect(alice);
    const bobAgent = await connect(bob);
    expect(t.app.services.chat.ports.isConnected(bob.phone)).toBe(true);
    await aliceAgent.xmpp.send(
      xml("message", { to: bareOf(bob), type: "chat", id: "m-1" }, xml("body", {}, "hello over xmpp")),
    );
    const got = await bobAgent.waitFor(isBody("hello over xmpp"));
    const stanzaId = got.getChild("stanza-id", "urn:xmpp:sid:0")?.attrs.id;
    expect(stanzaId).toMatch(/^[0-9]{16}$/);
    await mamQuery(bobAgent); // the archive is written before a query answers

    const history = chatHistoryEndpoint.answer.parse(
      (await call(bob, "chat/history", { phone: bob.phone, chatWith: alice.phone, lastSequ: 0, limit: 30 }))
        .body,
    ).data;
    expect(
      history.messages.map((record) => [record.txt, record.origin_id, String(record.timestamp)]),
    ).toEqual([["hello over xmpp", "m-1", stanzaId]]);
    const unread = async () =>
      chatRecentEndpoint.answer
        .parse((await call(bob, "chat/recent", { phone: bob.phone })).body)
        .data.find((recent) => recent.bare_peer === bareOf(alice))?.unreadedMessages;
    expect(await unread()).toBe(1);
    await bobAgent.xmpp.send(
      xml(
        "message",
        { to: bareOf(alice), type: "chat" },
        xml("displayed", { xmlns: "urn:xmpp:chat-markers:0", id: "m-1" }),
      ),
    );
    await expect.poll(unread).toBe(0);

    await bobAgent.stop();
    expect(t.app.services.chat.ports.isConnected(bob.phone)).toBe(false);
  });

  it("tells the creator's other devices of a new group, as the members are told", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const bob = await signInForSip(t.app, "bob@example.com");
    const aliceLaptop = await connect(alice, "laptop");
    const alicePhone = await connect(alice, "phone");
    const bobAgent = await connect(bob);
    const { room } = await createGroup(alice, "Offsite", [bob.phone]);
    const isInvitation = (stanza: Element) =>
      stanza.is("message") &&
      stanza.attrs.from === room &&
      !!stanza.getChild("x", MUC_USER)?.getChild("invite");
    for (const agent of [alicePhone, aliceLaptop, bobAgent]) {
      const invitation = await agent.waitFor(isInvitation);
      expect(invitation.getChild("x", MUC_USER)?.getChild("invite")?.getChildText("reason")).toBe("Offsite");
    }
  });

  it("tells the room's occupants, the owner's other devices among them, of members added and removed", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const bob = await signInForSip(t.app, "bob@example.com");
    const carol = await signInForSip(t.app, "carol@example.com");
    const alicePhone = await connect(alice, "phone");
    const { groupId, room } = await createGroup(alice, "Offsite", [bob.phone]);
    await alicePhone.xmpp.send(
      xml(
        "presence",
        { to: `${room}/${alice.phone}` },
        xml("x", { xmlns: "http://jabber.org/protocol/muc" }),
      ),
    );
    await alicePhone.waitFor(
      (stanza) => stanza.is("presence") && stanza.attrs.from === `${room}/${alice.phone}`,
    );
    const notice = (affiliation: string, jid: string) => (stanza: Element) =>
      stanza.is("message") &&
      stanza.attrs.from === room &&
      stanza.getChild("body") === undefined &&
      stanza
        .getChild("x", MUC_USER)
        ?.getChildren("item")
        .some((item) => item.attrs.affiliation === affiliation && item.attrs.jid === jid) === true;

    await call(alice, "chat/muc/users/add", { groupID: groupId, members: [carol.phone] });
    await alicePhone.waitFor(notice("member", bareOf(carol)));
    await call(alice, "chat/muc/users/remove", { groupID: groupId, members: [bob.phone] });
    await alicePhone.waitFor(notice("none", bareOf(bob)));
  });

  it("makes a group of chat/muc a room: invitation, join, a message in chatGroup/history, removal and deletion", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const bob = await signInForSip(t.app, "bob@example.com");
    const carol = await signInForSip(t.app, "carol@example.com");
    const aliceAgent = await connect(alice);
    const bobAgent = await connect(bob);
    const { groupId, room } = await createGroup(alice, "Launch", [bob.phone]);
    const invitation = await bobAgent.waitFor((stanza) => stanza.is("message") && stanza.attrs.from === room);
    expect(invitation.getChild("x", MUC_USER)?.getChild("invite")?.attrs.from).toBe(bareOf(alice));

    const join = async (agent: Agent, nick: string) => {
      await agent.xmpp.send(
        xml("presence", { to: `${room}/${nick}` }, xml("x", { xmlns: "http://jabber.org/protocol/muc" })),
      );
      return agent.waitFor(
        (stanza) => stanza.is("presence") && (stanza.attrs.from as string).startsWith(room),
      );
    };
    await join(aliceAgent, alice.phone);
    await join(bobAgent, bob.phone);
    const carolAgent = await connect(carol);
    const refused = await join(carolAgent, carol.phone);
    expect(refused.attrs.type).toBe("error");
    expect(refused.getChild("error")?.getChild("registration-required")).toBeDefined();

    await aliceAgent.xmpp.send(
      xml("message", { to: room, type: "groupchat", id: "g-1" }, xml("body", {}, "hello group")),
    );
    const reflected = await bobAgent.waitFor(isBody("hello group"));
    const fin = await mamQuery(bobAgent, room);
    expect(fin.getChild("fin", "urn:xmpp:mam:2")?.attrs.complete).toBe("true");
    const page = chatGroupHistoryEndpoint.answer.parse(
      (await call(bob, "chatGroup/history", { groupName: groupId, lastSequ: 0, limit: 30 })).body,
    ).data;
    expect(page.messages.map((record) => [record.txt, record.nick, record.bare_peer])).toEqual([
      ["hello group", alice.phone, bareOf(alice)],
    ]);

    const groupUnread = async () =>
      chatRecentEndpoint.answer
        .parse((await call(bob, "chat/recent", { phone: bob.phone })).body)
        .data.find((recent) => recent.bare_peer === room)?.unreadedMessages;
    expect(await groupUnread()).toBe(1);
    // XEP-0333 §5.1: in a group the marker names the room's stanza-id.
    await bobAgent.xmpp.send(
      xml(
        "message",
        { to: room, type: "groupchat" },
        xml("displayed", { xmlns: "urn:xmpp:chat-markers:0", id: roomStanzaIdOf(reflected, room) }),
      ),
    );
    await expect.poll(groupUnread).toBe(0);

    await call(alice, "chat/muc/users/remove", { groupID: groupId, members: [bob.phone] });
    const kicked = await bobAgent.waitFor(
      (stanza) => stanza.is("presence") && stanza.attrs.type === "unavailable",
    );
    const codes = kicked
      .getChild("x", MUC_USER)
      ?.getChildren("status")
      .map((status) => status.attrs.code);
    expect(codes).toEqual(expect.arrayContaining(["321", "110"]));

    await call(alice, "chat/muc/delete", { groupID: groupId });
    const destroyed = await aliceAgent.waitFor(
      (stanza) => stanza.is("presence") && !!stanza.getChild("x", MUC_USER)?.getChild("destroy"),
    );
    expect(destroyed.attrs.from).toBe(`${room}/${alice.phone}`);
  });
  it("records a group's read marker by the room's stanza-id, not by an origin id another member may reuse", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const bob = await signInForSip(t.app, "bob@example.com");
    const carol = await signInForSip(t.app, "carol@example.com");
    const [aliceAgent, bobAgent, carolAgent] = await Promise.all([
      connect(alice),
      connect(bob),
      connect(carol),
    ]);
    const created = await call(alice, "chat/muc/create", {
      phone: alice.phone,
      groupName: "Markers",
      members: [bob.phone, carol.phone],
    });
    const room = `${chatGroupCreateEndpoint.answer.parse(created.body).data.groupID}@conference.${alice.domain}`;
    for (const [agent, nick] of [
      [aliceAgent, alice.phone],
      [bobAgent, bob.phone],
      [carolAgent, carol.phone],
    ] as const) {
      await agent.xmpp.send(
        xml("presence", { to: `${room}/${nick}` }, xml("x", { xmlns: "http://jabber.org/protocol/muc" })),
      );
      await agent.waitFor((stanza) => stanza.is("presence") && stanza.attrs.from === `${room}/${nick}`);
    }
    // Alice and then Carol write with the same origin id.
    const say = async (agent: Agent, body: string) => {
      await agent.xmpp.send(
        xml(
          "message",
          { to: room, type: "groupchat", id: "same" },
          xml("body", {}, body),
          xml("origin-id", { xmlns: "urn:xmpp:sid:0", id: "same" }),
        ),
      );
      return bobAgent.waitFor(isBody(body));
    };
    const first = await say(aliceAgent, "first");
    await say(carolAgent, "second");
    const unread = async () =>
      chatRecentEndpoint.answer
        .parse((await call(bob, "chat/recent", { phone: bob.phone })).body)
        .data.find((recent) => recent.bare_peer === room)?.unreadedMessages;
    await expect.poll(unread).toBe(2);
    const displayed = (id: string) =>
      bobAgent.xmpp.send(
        xml(
          "message",
          { to: room, type: "groupchat" },
          xml("displayed", { xmlns: "urn:xmpp:chat-markers:0", id }),
        ),
      );
    // The origin id names no message of the room for a marker: nothing moves.
    await displayed("same");
    await displayed(roomStanzaIdOf(first, room));
    await expect.poll(unread).toBe(1);
  });
});
