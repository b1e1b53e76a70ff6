import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TypedEmitter } from "../../../services/sip/typed-emitter";
import { addressOf, type ChatStanza } from "../../../services/xmpp/chat-stanza";
import type { ChatConnectionState } from "../../../services/xmpp/connection-state";
import { selectUnreadTotal, useChatStore } from "../model/chat-store";
import type { MessageExtras } from "../../../services/xmpp/outgoing-stanzas";
import { closeAllPopups, openChatPopup, togglePopupMinimised, usePopupStore } from "../model/popup-store";
import type { ChatConnectionPort } from "./chat-connection-port";
import { ChatRuntime } from "./chat-runtime";
import { fetchGroups } from "../api/chat-api";

vi.mock("../api/chat-api", () => ({
  fetchChatContacts: vi.fn(() => Promise.resolve([{ name: "Bob", extension: "201", phone: "201" }])),
  fetchGroups: vi.fn(() => Promise.resolve([])),
  fetchRecent: vi.fn(() =>
    Promise.resolve([
      { bare_peer: "202@acme.test", kind: "chat", timestamp: 1_000_000, txt: "old", unreadedMessages: 2 },
    ]),
  ),
  fetchHistoryPage: vi.fn(() => Promise.resolve({ messages: [], complete: true })),
  confirmRead: vi.fn(() => Promise.resolve()),
}));

class FakeConnection
  extends TypedEmitter<{
    state: ChatConnectionState;
    stanza: ChatStanza;
    acked: string;
    failed: string;
    error: string;
  }>
  implements ChatConnectionPort
{
  state: ChatConnectionState = "disconnected";
  sent: { to: string; body: string; id: string }[] = [];
  extras: MessageExtras[] = [];
  markers: { to: string; id: string }[] = [];
  go(state: ChatConnectionState) {
    this.state = state;
    this.emit("state", state);
  }
  start() {
    this.go("connecting");
  }
  stop() {
    this.go("disconnected");
    return Promise.resolve();
  }
  sendMessage(to: string, _type: "chat" | "groupchat", body: string, extras: MessageExtras = {}) {
    const id = `out-${this.sent.length + 1}`;
    this.sent.push({ to, body, id });
    this.extras.push(extras);
    return id;
  }
  markDisplayed(to: string, _type: "chat" | "groupchat", id: string) {
    this.markers.push({ to, id });
  }
  joined: string[] = [];
  joinRoom(room: string) {
    this.joined.push(room);
  }
  dropSocket() {}
}

const incoming = (id: string, from: string, body: string): ChatStanza => ({
  kind: "message",
  id,
  type: "chat",
  from: addressOf(`${from}@acme.test/web`),
  to: addressOf("200@acme.test"),
  body,
  stamp: null,
  carbon: "none",
  file: null,
  conference: null,
});

describe("ChatRuntime", () => {
  let connection: FakeConnection;
  let runtime: ChatRuntime;

  beforeEach(async () => {
    connection = new FakeConnection();
    runtime = new ChatRuntime(connection, "200", "acme.test");
    runtime.start();
    await vi.waitFor(() => expect(useChatStore.getState().loaded).toBe(true));
    connection.go("authenticated");
    connection.go("ready");
  });
  afterEach(() => runtime.stop());

  it("counts unread messages from chat/recent and live, and resets them when the conversation opens", () => {
    connection.emit("stanza", incoming("m1", "201", "hi"));
    connection.emit("stanza", incoming("m2", "201", "there"));
    expect(selectUnreadTotal(useChatStore.getState())).toBe(4);
    runtime.open("201", "chat");
    expect(useChatStore.getState().conversations["201"]?.unread).toBe(0);
    expect(connection.markers).toEqual([{ to: "201@acme.test", id: "m2" }]);
  });

  it("a message from the colleague of the open conversation is read at once", () => {
    runtime.open("201", "chat");
    connection.emit("stanza", incoming("m3", "201", "seen"));
    expect(useChatStore.getState().conversations["201"]?.unread).toBe(0);
    expect(connection.markers.at(-1)).toEqual({ to: "201@acme.test", id: "m3" });
  });

  it("sends trimmed text only, and follows its ticks: sent, acked, received, read", () => {
    expect(runtime.send("201", "chat", "   ")).toBe(false);
    expect(runtime.send("201", "chat", "  hello \n")).toBe(true);
    expect(connection.sent).toEqual([{ to: "201@acme.test", body: "hello", id: "out-1" }]);
    const status = () => useChatStore.getState().conversations["201"]?.messages[0]?.status;
    expect(status()).toBe("sent");
    connection.emit("acked", "out-1");
    expect(status()).toBe("acked");
    const from = addressOf("201@acme.test/web");
    const to = addressOf("200@acme.test");
    connection.emit("stanza", { kind: "receipt", id: "out-1", from, to, carbon: "none" });
    expect(status()).toBe("received");
    connection.emit("stanza", { kind: "displayed", id: "out-1", from, to, carbon: "none" });
    expect(status()).toBe("read");
  });

  it("a read marker from the user's other device clears that conversation's unread count", () => {
    connection.emit("stanza", incoming("m1", "201", "hi"));
    connection.emit("stanza", {
      kind: "displayed",
      id: "m1",
      from: addressOf("200@acme.test/phone"),
      to: addressOf("201@acme.test"),
      carbon: "sent",
    });
    expect(useChatStore.getState().conversations["201"]?.unread).toBe(0);
  });

  it("in a group, one's own read marker reflected by the room clears the unread count on one's other devices", () => {
    const room = "gabcdefghijkl@conference.acme.test";
    const from = (nick: string) => addressOf(`${room}/${nick}`);
    const to = addressOf("200@acme.test/web");
    const message = (nick: string, id: string): ChatStanza => ({
      kind: "message",
      id,
      type: "groupchat",
      from: from(nick),
      to,
      body: "hello group",
      stamp: null,
      carbon: "none",
      file: null,
      conference: null,
    });
    const marker = (nick: string, id: string): ChatStanza => ({
      kind: "displayed",
      id,
      from: from(nick),
      to,
      carbon: "none",
    });
    const conversation = () => useChatStore.getState().conversations["gabcdefghijkl"];
    expect(runtime.send("gabcdefghijkl", "groupchat", "mine")).toBe(true);
    connection.emit("stanza", message("201", "g1"));
    expect(conversation()?.unread).toBe(1);
    connection.emit("stanza", marker("200", "g1"));
    expect(conversation()?.unread).toBe(0);
    expect(conversation()?.messages.find((message) => message.me)?.status).toBe("sent");
    connection.emit("stanza", marker("201", "g1"));
    expect(conversation()?.messages.find((message) => message.me)?.status).toBe("read");
  });

  it("knows which colleagues are online from their devices' presence", () => {
    const presence = (resource: string, available: boolean): ChatStanza => ({
      kind: "presence",
      from: addressOf(`201@acme.test/${resource}`),
      available,
    });
    connection.emit("stanza", presence("web", true));
    connection.emit("stanza", presence("phone", true));
    connection.emit("stanza", presence("web", false));
    expect(useChatStore.getState().online["201"]).toEqual(["phone"]);
    connection.emit("stanza", presence("phone", false));
    expect(useChatStore.getState().online["201"]).toEqual([]);
  });

  it("sends a created room as a conference linked on this origin, shown as a conference", () => {
    expect(runtime.sendConference("gabcdefghijkl", "groupchat", "abcdefghij123")).toBe(true);
    const [sent] = connection.sent;
    const conference = connection.extras[0]?.conference;
    const link = `${window.location.origin}/conference/${conference?.conference ?? ""}`;
    expect(conference?.conference).toBe("abcdefghij123");
    expect(conference?.conferenceLink).toBe(link);
    expect(sent).toMatchObject({
      to: "gabcdefghijkl@conference.acme.test",
      body: `Join my videoconference: ${link}`,
    });
    expect(useChatStore.getState().conversations.gabcdefghijkl?.messages[0]).toMatchObject({
      me: true,
      conference,
    });
    connection.go("disconnected");
    expect(runtime.sendConference("201", "chat", "abcdefghij123")).toBe(false);
  });

  it("puts a minimised popup that receives a message on the update list, and counts it unread", () => {
    openChatPopup({ id: "201", type: "chat" });
    togglePopupMinimised("201");
    connection.emit("stanza", incoming("m9", "201", "while away"));
    expect(usePopupStore.getState().updated).toEqual(["201"]);
    expect(useChatStore.getState().conversations["201"]?.unread).toBe(1);
    closeAllPopups();
  });

  it("a new session reads the groups again: one made while the chat had no session is listed and joined", async () => {
    const offsite = {
      groupID: "gabcdefghijkl",
      groupJid: "gabcdefghijkl@conference.acme.test",
      groupDescription: "Offsite",
      groupOwner: "201",
      members: [],
    };
    vi.mocked(fetchGroups).mockResolvedValueOnce([offsite]);
    connection.go("disconnected");
    connection.go("authenticated");
    connection.go("ready");
    await vi.waitFor(() => expect(useChatStore.getState().groups).toEqual([offsite]));
    expect(connection.joined).toEqual([offsite.groupJid]);
  });

  it("a group no longer listed when the groups are read again closes and leaves the recent list", async () => {
    const offsite = {
      groupID: "gabcdefghijkl",
      groupJid: "gabcdefghijkl@conference.acme.test",
      groupDescription: "Offsite",
      groupOwner: "201",
      members: [],
    };
    vi.mocked(fetchGroups).mockResolvedValueOnce([offsite]);
    await runtime.reloadGroups();
    runtime.open(offsite.groupID, "groupchat");
    expect(useChatStore.getState().conversations[offsite.groupID]).toBeDefined();
    // Removed while this device had no session: the next session's read no longer lists it.
    vi.mocked(fetchGroups).mockResolvedValueOnce([]);
    await runtime.reloadGroups();
    expect(useChatStore.getState().groups).toEqual([]);
    expect(useChatStore.getState().conversations[offsite.groupID]).toBeUndefined();
    expect(useChatStore.getState().conversations["202"]).toBeDefined();
  });

  it("a room's notice of changed members has the groups read again", async () => {
    const calls = vi.mocked(fetchGroups).mock.calls.length;
    connection.emit("stanza", {
      kind: "membersChanged",
      room: addressOf("gabcdefghijkl@conference.acme.test"),
    });
    await vi.waitFor(() => expect(vi.mocked(fetchGroups).mock.calls.length).toBe(calls + 1));
  });

  it("an older read of the groups that answers last does not overwrite a newer one", async () => {
    const launch = {
      groupID: "gmnopqrstuvwx",
      groupJid: "gmnopqrstuvwx@conference.acme.test",
      groupDescription: "Launch",
      groupOwner: "200",
      members: [],
    };
    let answerOlder: (groups: []) => void = () => undefined;
    vi.mocked(fetchGroups)
      .mockReturnValueOnce(new Promise((resolve) => (answerOlder = resolve)))
      .mockResolvedValueOnce([launch]);
    const older = runtime.reloadGroups();
    await runtime.reloadGroups();
    answerOlder([]);
    await older;
    expect(useChatStore.getState().groups).toEqual([launch]);
  });

  it("sends nothing while disconnected", () => {
    connection.go("disconnected");
    expect(runtime.send("201", "chat", "hello")).toBe(false);
  });
});
