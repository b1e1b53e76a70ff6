import { xml } from "@xmpp/xml";
import { describe, expect, it } from "vitest";
import { readArchivedStanza } from "./archived-stanza";
import { addressOf, readChatStanza } from "./chat-stanza";
import { NS } from "./namespaces";
import { chatMessage } from "./outgoing-stanzas";

describe("readChatStanza", () => {
  it("reads a direct message by its origin-id", () => {
    const stanza = chatMessage("201@acme.test", "chat", "m1", "hello");
    stanza.attrs.from = "200@acme.test/web";
    expect(readChatStanza(stanza)).toMatchObject({
      kind: "message",
      id: "m1",
      type: "chat",
      body: "hello",
      carbon: "none",
      from: { bare: "200@acme.test", local: "200", resource: "web" },
    });
  });

  it("reads a carbon of a message sent from the user's other device as that message", () => {
    const inner = chatMessage("201@acme.test", "chat", "m2", "from my phone");
    inner.attrs.from = "200@acme.test/phone";
    const carbon = xml(
      "message",
      { from: "200@acme.test", to: "200@acme.test/web" },
      xml("sent", { xmlns: NS.carbons }, xml("forwarded", { xmlns: NS.forward }, inner)),
    );
    expect(readChatStanza(carbon)).toMatchObject({ kind: "message", id: "m2", carbon: "sent" });
  });

  it("reads receipts, read markers and room invitations", () => {
    const receipt = xml(
      "message",
      { from: "201@acme.test/x" },
      xml("received", { xmlns: NS.receipts, id: "m1" }),
    );
    const marker = xml(
      "message",
      { from: "201@acme.test/x" },
      xml("displayed", { xmlns: NS.markers, id: "m1" }),
    );
    const invite = xml(
      "message",
      { from: "gabcdefghijkl@conference.acme.test" },
      xml("x", { xmlns: NS.mucUser }, xml("invite", { from: "200@acme.test" })),
    );
    expect(readChatStanza(receipt)).toMatchObject({ kind: "receipt", id: "m1" });
    expect(readChatStanza(marker)).toMatchObject({ kind: "displayed", id: "m1" });
    expect(readChatStanza(invite)).toMatchObject({ kind: "invite", room: { local: "gabcdefghijkl" } });
  });

  it("reads a room's notice of members added or removed (XEP-0045 §9.3, §9.4)", () => {
    const notice = xml(
      "message",
      { from: "gabcdefghijkl@conference.acme.test" },
      xml("x", { xmlns: NS.mucUser }, xml("item", { affiliation: "none", jid: "202@acme.test" })),
    );
    expect(readChatStanza(notice)).toEqual({ kind: "membersChanged", room: addressOf(notice.attrs.from) });
  });

  it("reads a stanza error with its text", () => {
    const error = xml(
      "message",
      { type: "error", id: "m9", from: "999@other.test" },
      xml("error", { type: "cancel" }, xml("service-unavailable", { xmlns: NS.stanzas })),
    );
    expect(readChatStanza(error)).toMatchObject({ kind: "error", id: "m9", text: "service-unavailable" });
  });

  it("ignores a message without a body", () => {
    expect(readChatStanza(xml("message", { from: "201@acme.test" }, xml("active", {})))).toBeNull();
  });
});

describe("readArchivedStanza", () => {
  it("reads the archive's xml, with its delay stamp", () => {
    const stored =
      '<message from="201@acme.test/web" to="200@acme.test" type="chat" id="a1"><body>hi &amp; bye</body>' +
      '<delay xmlns="urn:xmpp:delay" stamp="2026-11-24T10:00:00Z"/></message>';
    const read = readArchivedStanza(stored);
    expect(read).toMatchObject({ kind: "message", id: "a1", body: "hi & bye" });
    expect(read?.kind === "message" && read.stamp?.toISOString()).toBe("2026-11-24T10:00:00.000Z");
  });

  it("gives null for what does not parse", () => {
    expect(readArchivedStanza("<message")).toBeNull();
  });
});

describe("addressOf", () => {
  it("splits a room member's JID into room and nick", () => {
    expect(addressOf("g1@conference.acme.test/200")).toEqual({
      bare: "g1@conference.acme.test",
      local: "g1",
      resource: "200",
    });
  });
});

describe("readChatStanza: leaving a room", () => {
  const selfPresence = (...children: ReturnType<typeof xml>[]) =>
    xml(
      "presence",
      { from: "gabcdefghijkl@conference.acme.test/200", type: "unavailable" },
      xml("x", { xmlns: NS.mucUser }, xml("status", { code: "110" }), ...children),
    );

  it("reads a removal from the members and a destroyed room as an exit", () => {
    expect(readChatStanza(selfPresence(xml("status", { code: "321" })))).toMatchObject({
      kind: "roomExit",
      room: { local: "gabcdefghijkl" },
    });
    expect(readChatStanza(selfPresence(xml("destroy", {})))).toMatchObject({ kind: "roomExit" });
  });

  it("ignores one's own plain leaving and other members' presence", () => {
    expect(readChatStanza(selfPresence())).toBeNull();
    expect(readChatStanza(xml("presence", { from: "gabcdefghijkl@conference.acme.test/201" }))).toBeNull();
  });
});

describe("a shared file in a message", () => {
  it("goes out and comes back with its description and thumbnail", () => {
    const file = {
      id: "att1",
      name: "plan.png",
      type: "image/png",
      size: 1234,
      thumbnail: "data:image/jpeg;base64,AAA",
    };
    const stanza = chatMessage("201@acme.test", "chat", "m5", "plan.png", { file });
    stanza.attrs.from = "200@acme.test/web";
    expect(readChatStanza(stanza)).toMatchObject({ kind: "message", body: "plan.png", file });
    expect(readChatStanza(chatMessage("201@acme.test", "chat", "m6", "text"))).toMatchObject({ file: null });
  });
});

describe("a videoconference shared in a message", () => {
  it("goes out and comes back with its room code and link; a plain text carries none", () => {
    const conference = {
      conference: "abcdefghij123",
      conferenceLink: "https://app.test/conference/abcdefghij123",
    };
    const stanza = chatMessage("201@acme.test", "chat", "m7", conference.conferenceLink, { conference });
    stanza.attrs.from = "200@acme.test/web";
    expect(readChatStanza(stanza)).toMatchObject({ kind: "message", conference, file: null });
    expect(readChatStanza(chatMessage("201@acme.test", "chat", "m8", "text"))).toMatchObject({
      conference: null,
    });
  });
});

describe("readChatStanza: a colleague's presence", () => {
  it("reads a device coming online and going offline", () => {
    expect(readChatStanza(xml("presence", { from: "201@acme.test/web" }))).toEqual({
      kind: "presence",
      from: { bare: "201@acme.test", local: "201", resource: "web" },
      available: true,
    });
    expect(readChatStanza(xml("presence", { from: "201@acme.test/web", type: "unavailable" }))).toMatchObject(
      {
        kind: "presence",
        available: false,
      },
    );
    expect(readChatStanza(xml("presence", { from: "201@acme.test", type: "subscribe" }))).toBeNull();
  });
});
