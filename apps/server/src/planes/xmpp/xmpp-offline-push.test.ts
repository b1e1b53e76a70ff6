import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { chatGroupCreateEndpoint, chatNotifyMobileEndpoint } from "@mobex/contracts/chat";
import { connectAgent, type Agent } from "@mobex/xmpp-server/test-support/xmpp-agent";
import { browserKeys, decryptPush, pushServiceStandIn } from "../../http/chat/push-service-stand-in";
import { pushThroughStandIn } from "../../http/chat/push-through-stand-in";
import { postApi } from "../../test-support/api-client";
import { signInForSip, type SipAccount } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * A message from a standard XMPP client (@xmpp/client here, as Gajim or converse.js) to a
 * colleague with no device online becomes one Web Push notification, through the real plane to
 * the stand-in push service (the real Web Push protocol); chat/notifyMobile for the same message
 * then sends nothing more.
 */
describe("push for a message that reached no device of its recipient", { timeout: 30_000 }, () => {
  let t: TestApp;
  let xmppUrl: string;
  let push: Awaited<ReturnType<typeof pushServiceStandIn>>;
  let alice: SipAccount;
  let bob: SipAccount;
  let carol: SipAccount;
  const browsers = { bob: browserKeys(), carol: browserKeys() };
  const agents: Agent[] = [];

  const call = (account: SipAccount, path: string, body: Record<string, unknown>) =>
    postApi(t.app, `/webrtc/mobex/${path}`, { token: account.jwetoken, ...body });
  const jidOf = (account: SipAccount) => `${account.phone}@${account.domain}`;
  const deliveriesTo = (name: keyof typeof browsers) =>
    push.deliveries
      .filter((delivery) => delivery.path === `/push/${name}`)
      .map((delivery) => JSON.parse(decryptPush(delivery.body, browsers[name])) as unknown);

  async function connect(account: SipAccount): Promise<Agent> {
    const { domain, username, password } = account;
    const agent = await connectAgent({ service: xmppUrl, domain, username, password }, (started) =>
      agents.push(started),
    );
    await agent.xmpp.send(xml("presence"));
    await agent.waitFor((stanza) => stanza.is("presence") && stanza.attrs.from === agent.jid);
    return agent;
  }

  beforeAll(async () => {
    push = await pushServiceStandIn();
    t = await createTestApp();
    pushThroughStandIn(t, push);
    const { httpUrl } = await t.listen();
    xmppUrl = `${httpUrl.replace(/^http/, "ws")}/xmpp-websocket`;
    alice = await signInForSip(t.app, "alice@example.com");
    bob = await signInForSip(t.app, "bob@example.com");
    carol = await signInForSip(t.app, "carol@example.com");
    for (const [account, name] of [
      [bob, "bob"],
      [carol, "carol"],
    ] as const) {
      const subscribed = await call(account, "chat/push/subscribe", {
        subscription: { endpoint: `${push.origin}/push/${name}`, keys: browsers[name].json },
      });
      expect(subscribed.status).toBe(200);
    }
  });
  afterEach(async () => {
    await Promise.all(agents.splice(0).map((agent) => agent.stop()));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => push.server.close(resolve));
  });

  it("pushes a direct message to an offline colleague once; chat/notifyMobile for it then sends nothing", async () => {
    const aliceAgent = await connect(alice);
    await aliceAgent.xmpp.send(
      xml(
        "message",
        { to: jidOf(bob), type: "chat", id: "s-1" },
        xml("body", {}, "Lunch at noon?"),
        xml("origin-id", { xmlns: "urn:xmpp:sid:0", id: "o-lunch" }),
      ),
    );
    await expect
      .poll(() => deliveriesTo("bob"))
      .toEqual([
        {
          title: "Alice Adams",
          body: "Lunch at noon?",
          data: { text: "Lunch at noon?", conversation: "1001", messageId: "o-lunch" },
        },
      ]);
    const again = await call(alice, "chat/notifyMobile", {
      phone: alice.phone,
      title: "Alice Adams",
      message: "Lunch at noon?",
      messageId: "o-lunch",
      messageTo: "1002",
    });
    expect(chatNotifyMobileEndpoint.answer.parse(again.body).data).toEqual({ sent: 0 });
    expect(deliveriesTo("bob")).toHaveLength(1);
  });

  it("pushes nothing to a colleague whose device got the message", async () => {
    const aliceAgent = await connect(alice);
    const bobAgent = await connect(bob);
    const before = deliveriesTo("bob").length;
    await aliceAgent.xmpp.send(
      xml("message", { to: jidOf(bob), type: "chat", id: "s-2" }, xml("body", {}, "Here?")),
    );
    await bobAgent.waitFor((stanza) => stanza.is("message") && stanza.getChildText("body") === "Here?");
    // Carol is offline: her notification, sent after Bob's message was routed, shows the plane's pushes are done.
    await aliceAgent.xmpp.send(
      xml("message", { to: jidOf(carol), type: "chat", id: "s-3" }, xml("body", {}, "And you?")),
    );
    await expect.poll(() => deliveriesTo("carol").length).toBe(1);
    expect(deliveriesTo("bob")).toHaveLength(before);
  });

  it("pushes a group's message to each member with no session, titled with the writer's name", async () => {
    const aliceAgent = await connect(alice);
    const created = await call(alice, "chat/muc/create", {
      phone: alice.phone,
      groupName: "Launch",
      members: [bob.phone, carol.phone],
    });
    const groupId = chatGroupCreateEndpoint.answer.parse(created.body).data.groupID;
    const room = `${groupId}@conference.${alice.domain}`;
    await aliceAgent.xmpp.send(
      xml(
        "presence",
        { to: `${room}/${alice.phone}` },
        xml("x", { xmlns: "http://jabber.org/protocol/muc" }),
      ),
    );
    await aliceAgent.waitFor(
      (stanza) => stanza.is("presence") && stanza.attrs.from === `${room}/${alice.phone}`,
    );
    const carolBefore = deliveriesTo("carol").length;
    await aliceAgent.xmpp.send(
      xml("message", { to: room, type: "groupchat", id: "g-1" }, xml("body", {}, "Kick-off at 10")),
    );
    const expected = {
      title: "Alice Adams",
      body: "Kick-off at 10",
      data: { text: "Kick-off at 10", conversation: groupId, messageId: "g-1" },
    };
    await expect.poll(() => deliveriesTo("bob").at(-1)).toEqual(expected);
    await expect.poll(() => deliveriesTo("carol").length).toBe(carolBefore + 1);
    expect(deliveriesTo("carol").at(-1)).toEqual(expected);
  });
});
