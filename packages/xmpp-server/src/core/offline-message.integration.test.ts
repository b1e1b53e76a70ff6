import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { xml } from "@xmpp/client";
import { ACCOUNTS, ALICE, BOB, DOMAIN, chat, isBody, online, settled } from "../../test-support/accounts";
import { MemoryArchive, memoryRooms } from "../../test-support/memory-archive";
import { startXmppHarness, type XmppHarness } from "../../test-support/xmpp-harness";
import { mucService } from "../modules/xep-0045-muc/muc-service";

const ROOM = `g7k2m9q4x1b3c@conference.${DOMAIN}`;
const ERIN = `4930500@${DOMAIN}`;

// Sign-ins with SCRAM on a loaded 2-core machine outlast 5 s.
describe(
  "the offline-message hook: what reached none of its recipient's resources",
  { timeout: 20_000 },
  () => {
    let harness: XmppHarness;

    beforeEach(async () => {
      const rooms = new Map([
        [
          "g7k2m9q4x1b3c",
          {
            title: "Launch",
            affiliations: new Map([
              [ALICE, "owner" as const],
              [BOB, "member" as const],
              [ERIN, "member" as const],
            ]),
          },
        ],
      ]);
      const accounts = [
        ...ACCOUNTS,
        { localpart: "4930500", domain: DOMAIN, password: "erin-secret", name: "Erin" },
      ];
      harness = await startXmppHarness(accounts, {
        modules: [mucService(memoryRooms(new MemoryArchive(), rooms)).module],
      });
    });
    afterEach(() => harness.close());

    it("tells of a direct message with a body to an account with no available resource, once, by its origin-id", async () => {
      const alice = await online(await harness.connect("4930100", DOMAIN));
      await alice.xmpp.send(
        chat(`${BOB}/gone`, "Lunch?", xml("origin-id", { xmlns: "urn:xmpp:sid:0", id: "o-1" })),
      );
      // A chat state, a receipt and a message to oneself are nothing to notify of.
      await alice.xmpp.send(
        xml(
          "message",
          { to: BOB, type: "chat" },
          xml("composing", { xmlns: "http://jabber.org/protocol/chatstates" }),
        ),
      );
      await alice.xmpp.send(
        xml("message", { to: BOB }, xml("received", { xmlns: "urn:xmpp:receipts", id: "x" })),
      );
      await alice.xmpp.send(chat(ALICE, "note to self"));
      await settled(alice);
      expect(harness.offline).toEqual([
        { to: BOB, message: { id: "o-1", from: ALICE, room: null, body: "Lunch?" } },
      ]);
    });

    it("says nothing of a message an available resource got", async () => {
      const alice = await online(await harness.connect("4930100", DOMAIN));
      const bob = await online(await harness.connect("4930200", DOMAIN));
      await alice.xmpp.send(chat(BOB, "Here?"));
      await bob.waitFor(isBody("Here?"));
      await settled(alice);
      expect(harness.offline).toEqual([]);
    });

    it("tells of a room's message once per member with no session, not the writer nor a connected member", async () => {
      const alice = await online(await harness.connect("4930100", DOMAIN));
      await online(await harness.connect("4930200", DOMAIN));
      await alice.xmpp.send(
        xml("presence", { to: `${ROOM}/alice` }, xml("x", { xmlns: "http://jabber.org/protocol/muc" })),
      );
      await alice.waitFor((stanza) => stanza.is("presence") && stanza.attrs.from === `${ROOM}/alice`);
      await alice.xmpp.send(
        xml("message", { to: ROOM, type: "groupchat", id: "g-1" }, xml("body", {}, "Kick-off at 10")),
      );
      await alice.waitFor(isBody("Kick-off at 10"));
      await expect
        .poll(() => harness.offline)
        .toEqual([{ to: ERIN, message: { id: "g-1", from: ALICE, room: ROOM, body: "Kick-off at 10" } }]);
    });
  },
);
