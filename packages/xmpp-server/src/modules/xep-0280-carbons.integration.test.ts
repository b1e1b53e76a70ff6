import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml, type Element } from "@xmpp/client";
import { ACCOUNTS, BOB, DOMAIN, chat, isBody, online, settled } from "../../test-support/accounts";
import { startXmppHarness, type Agent, type XmppHarness } from "../../test-support/xmpp-harness";

const CARBONS = "urn:xmpp:carbons:2";

async function enableCarbons(agent: Agent): Promise<Agent> {
  const result = await agent.xmpp.iqCaller.request(
    xml("iq", { type: "set" }, xml("enable", { xmlns: CARBONS })),
  );
  expect(result.attrs.type).toBe("result");
  return agent;
}

const carbon = (kind: "sent" | "received", body: string) => (stanza: Element) =>
  stanza
    .getChild(kind, CARBONS)
    ?.getChild("forwarded", "urn:xmpp:forward:0")
    ?.getChild("message")
    ?.getChildText("body") === body;

describe("XEP-0280 message carbons", () => {
  let harness: XmppHarness;
  beforeEach(async () => {
    harness = await startXmppHarness(ACCOUNTS);
  });
  afterEach(() => harness.close());

  it("copies what one resource sends to the account's other carbons-enabled resources", async () => {
    const alicePhone = await harness.connect("4930100", DOMAIN, { resource: "phone" });
    const aliceLaptop = await enableCarbons(
      await online(await harness.connect("4930100", DOMAIN, { resource: "laptop" })),
    );
    await alicePhone.xmpp.send(chat(BOB, "sent from the phone"));
    const copy = await aliceLaptop.waitFor(carbon("sent", "sent from the phone"));
    expect(copy.attrs.from).toBe("4930100@acme.example");
  });

  it("copies what reached one resource to the others, and stops when disabled", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bobPhone = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    const bobLaptop = await enableCarbons(await harness.connect("4930200", DOMAIN, { resource: "laptop" }));
    await alice.xmpp.send(chat(`${BOB}/phone`, "to the phone"));
    await bobPhone.waitFor(isBody("to the phone"));
    await bobLaptop.waitFor(carbon("received", "to the phone"));
    await bobLaptop.xmpp.iqCaller.request(xml("iq", { type: "set" }, xml("disable", { xmlns: CARBONS })));
    await alice.xmpp.send(chat(`${BOB}/phone`, "after disable"));
    await bobPhone.waitFor(isBody("after disable"));
    await settled(bobLaptop);
    expect(bobLaptop.received.some(carbon("received", "after disable"))).toBe(false);
  });

  it("respects the private and no-copy hints", async () => {
    const alice = await harness.connect("4930100", DOMAIN);
    const bobPhone = await online(await harness.connect("4930200", DOMAIN, { resource: "phone" }));
    const bobLaptop = await enableCarbons(await harness.connect("4930200", DOMAIN, { resource: "laptop" }));
    await alice.xmpp.send(chat(`${BOB}/phone`, "private", xml("private", { xmlns: CARBONS })));
    await alice.xmpp.send(chat(`${BOB}/phone`, "no copy", xml("no-copy", { xmlns: "urn:xmpp:hints" })));
    await alice.xmpp.send(chat(`${BOB}/phone`, "normal"));
    await bobLaptop.waitFor(carbon("received", "normal"));
    await bobPhone.waitFor(isBody("normal"));
    expect(bobLaptop.received.filter((stanza) => stanza.getChild("received", CARBONS))).toHaveLength(1);
  });
});
