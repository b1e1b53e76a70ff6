import { xml } from "@xmpp/xml";
import { describe, expect, it } from "vitest";
import { readArchivedStanza } from "./archived-stanza";
import { NS } from "./namespaces";
import { rememberRoomStanzaId, roomMarkerId } from "./room-stanza-ids";

const ROOM = "gabcdefghijkl@conference.acme.test";

describe("a group's read marker names the room's stanza-id (XEP-0333 §5.1)", () => {
  it("remembers the id the room gave a message it reflected, not one the writer made up", () => {
    const roomMessage = (nick: string, id: string, stanzaId: string, by: string) =>
      xml(
        "message",
        { from: `${ROOM}/${nick}`, type: "groupchat", id },
        xml("body", {}, "hello"),
        xml("origin-id", { xmlns: NS.originId, id }),
        xml("stanza-id", { xmlns: NS.stanzaId, id: stanzaId, by }),
      );
    rememberRoomStanzaId(roomMessage("201", "o-1", "1736150400000001", ROOM));
    rememberRoomStanzaId(roomMessage("202", "o-2", "1", "202@acme.test"));
    expect(roomMarkerId(ROOM, "o-1")).toBe("1736150400000001");
    expect(roomMarkerId(`${ROOM}/201`, "o-1")).toBe("1736150400000001");
    // Nothing known: the message's own id, which the server then finds no message by.
    expect(roomMarkerId(ROOM, "o-2")).toBe("o-2");
  });

  it("remembers it for a message read from the group's history", () => {
    const stored =
      `<message xmlns="jabber:client" from="${ROOM}/203" to="${ROOM}" type="groupchat" id="o-3">` +
      `<body>from history</body><origin-id xmlns="urn:xmpp:sid:0" id="o-3"/>` +
      `<stanza-id xmlns="urn:xmpp:sid:0" id="1736150400000002" by="${ROOM}"/></message>`;
    expect(readArchivedStanza(stored)).toMatchObject({ kind: "message", id: "o-3" });
    expect(roomMarkerId(ROOM, "o-3")).toBe("1736150400000002");
  });
});
