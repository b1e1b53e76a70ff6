import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { connectAgent, type Agent } from "@mobex/xmpp-server/test-support/xmpp-agent";
import { z } from "zod";
import { xmppEnvVars, xmppSettingsOf } from "../../config-xmpp";
import { signInForSip, type SipAccount } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/* The XMPP_* settings reach the plane: here XMPP_MAX_SESSIONS_PER_USER=1. */
describe("the XMPP plane's limits from the settings", () => {
  let t: TestApp;
  let xmppUrl: string;
  const agents: Agent[] = [];

  const connect = (account: SipAccount, resource: string) => {
    const { domain, username, password } = account;
    return connectAgent({ service: xmppUrl, domain, username, password, resource }, (agent) =>
      agents.push(agent),
    );
  };

  beforeAll(async () => {
    const xmpp = xmppSettingsOf(z.object(xmppEnvVars).parse({ XMPP_MAX_SESSIONS_PER_USER: "1" }));
    t = await createTestApp({ xmpp });
    const { httpUrl } = await t.listen();
    xmppUrl = `${httpUrl.replace(/^http/, "ws")}/xmpp-websocket`;
  });
  afterEach(async () => {
    await Promise.all(agents.splice(0).map((agent) => agent.stop()));
  });
  afterAll(() => t.close());

  it("refuses a user's second resource when one session per user is allowed", async () => {
    const alice = await signInForSip(t.app, "alice@example.com");
    await connect(alice, "laptop");
    await expect(connect(alice, "phone")).rejects.toThrow(/resource-constraint/);
  });
});
