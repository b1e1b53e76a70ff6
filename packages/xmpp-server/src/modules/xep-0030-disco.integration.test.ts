import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { ACCOUNTS, BOB, DOMAIN } from "../../test-support/accounts";
import { startXmppHarness, type XmppHarness } from "../../test-support/xmpp-harness";

const INFO = "http://jabber.org/protocol/disco#info";
const ITEMS = "http://jabber.org/protocol/disco#items";

describe("XEP-0030 service discovery", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS, {
      modules: [{ name: "test-muc", features: ["urn:example:test"], services: { conference: () => {} } }],
    });
  });
  afterEach(() => harness.close());

  it("lists the server's identity, every module's features and the services as items", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const info = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: DOMAIN }, xml("query", { xmlns: INFO })),
    );
    const query = info.getChild("query", INFO);
    expect(query?.getChild("identity")?.attrs).toMatchObject({ category: "server", type: "im" });
    expect(query?.getChildren("feature").map((feature) => feature.attrs.var)).toEqual([
      INFO,
      ITEMS,
      "jabber:iq:roster",
      "urn:example:test",
      "urn:xmpp:carbons:2",
      "urn:xmpp:ping",
    ]);
    const items = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: DOMAIN }, xml("query", { xmlns: ITEMS })),
    );
    expect(
      items
        .getChild("query", ITEMS)
        ?.getChildren("item")
        .map((item) => item.attrs.jid),
    ).toEqual(["conference.acme.example"]);
  });

  it("describes an account as a registered account", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const info = await alice.xmpp.iqCaller.request(
      xml("iq", { type: "get", to: BOB }, xml("query", { xmlns: INFO })),
    );
    expect(info.getChild("query", INFO)?.getChild("identity")?.attrs).toMatchObject({
      category: "account",
      type: "registered",
    });
  });
});
