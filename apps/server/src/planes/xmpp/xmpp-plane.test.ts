import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { connectAgent, type Agent } from "@mobex/xmpp-server/test-support/xmpp-agent";
import { postApi } from "../../test-support/api-client";
import { signInForSip, type SipAccount } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * The chat plane on the app's port: a seeded user signs in to XMPP with the credentials of a real
 * sign-in (chat-design.md, "Identities"), gets the colleagues of the tenant as the roster, writes
 * to one, and loses the session when the device logs out.
 */
let t: TestApp;
let xmppUrl: string;
const agents: Agent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { httpUrl } = await t.listen();
  xmppUrl = `${httpUrl.replace(/^http/, "ws")}/xmpp-websocket`;
});
afterEach(async () => {
  await Promise.all(agents.splice(0).map((agent) => agent.stop()));
});
afterAll(() => t.close());

/** (a) The web client's way: the ephemeral username and password, SCRAM-SHA-1. */
function connectWithEphemeral(account: SipAccount): Promise<Agent> {
  const { domain, username, password } = account;
  return connectAgent({ service: xmppUrl, domain, username, password }, (agent) => agents.push(agent));
}

/** (b) A standard client's way: the phone as the localpart, "<username>:<password>" over PLAIN. */
function connectAsPhone(account: SipAccount): Promise<Agent> {
  const { domain, phone, username, password } = account;
  return connectAgent(
    {
      service: xmppUrl,
      domain,
      credentials: (authenticate) =>
        authenticate({ username: phone, password: `${username}:${password}` }, "PLAIN"),
    },
    (agent) => agents.push(agent),
  );
}

describe("the XMPP plane at /xmpp-websocket", () => {
  it("signs a seeded user in with the credentials of a real sign-in and gives the colleagues with chat as the roster", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    const agent = await connectWithEphemeral(alice);
    expect(agent.jid).toMatch(new RegExp(`^${alice.phone}@${alice.domain.replace(/\./g, "\\.")}/`));
    const result = await agent.xmpp.iqCaller.request(
      xml("iq", { type: "get" }, xml("query", { xmlns: "jabber:iq:roster" })),
    );
    const items = result.getChild("query", "jabber:iq:roster")?.getChildren("item") ?? [];
    const names = items.map((item) => item.attrs.name);
    expect(names).toContain("Bob Brown");
    expect(names).not.toContain("Alice Adams");
    expect(names).not.toContain("No Licence");
    expect(names).not.toContain("Oscar Olsen");
    expect(items.every((item) => item.attrs.subscription === "both")).toBe(true);
  });

  it("lets a standard client sign in as the phone with PLAIN, and routes a message between colleagues", async () => {
    const bob = await signInForSip(t.app, "bob@example.com");
    const carol = await signInForSip(t.app, "carol@example.com");
    const bobAgent = await connectAsPhone(bob);
    await bobAgent.xmpp.send(xml("presence"));
    await bobAgent.waitFor((stanza) => stanza.is("presence") && stanza.attrs.from === bobAgent.jid);
    const carolAgent = await connectWithEphemeral(carol);
    await carolAgent.xmpp.send(
      xml("message", { to: `${bob.phone}@${bob.domain}`, type: "chat" }, xml("body", {}, "hello Bob")),
    );
    const got = await bobAgent.waitFor((stanza) => stanza.getChildText("body") === "hello Bob");
    expect(got.attrs.from).toBe(carolAgent.jid);
  });

  it("refuses credentials that do not match", async () => {
    const dave = await signInForSip(t.app, "dave@example.com");
    await expect(
      connectAgent(
        { service: xmppUrl, domain: dave.domain, username: dave.username, password: "wrong" },
        (agent) => agents.push(agent),
      ),
    ).rejects.toThrow(/not-authorized/);
  });

  it("ends the chat session of a device that logs out", async () => {
    const erin = await signInForSip(t.app, "erin@example.com");
    const agent = await connectWithEphemeral(erin);
    agent.xmpp.reconnect.stop();
    const ended = new Promise<Error>((resolve) => agent.xmpp.on("error", resolve));
    expect((await postApi(t.app, "/webrtc/mobex/logout/", { token: erin.jwetoken })).status).toBe(200);
    expect((await ended).message).toMatch(/not-authorized/);
    await expect(connectWithEphemeral(erin)).rejects.toThrow(/not-authorized/);
  });
});
