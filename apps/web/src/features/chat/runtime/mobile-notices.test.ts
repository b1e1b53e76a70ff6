import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_NOTIFY_MESSAGE_MAX } from "@mobex/contracts/chat";
import { TypedEmitter } from "../../../services/sip/typed-emitter";
import type { MobileNotice } from "../api/push-api";
import { resetChatStore, updateConversation, useChatStore } from "../model/chat-store";
import type { ChatMessage } from "../model/chat-types";
import { MobileNotices } from "./mobile-notices";

const message = (id: string, body: string, me: boolean): ChatMessage => ({
  id,
  body,
  timestamp: 1,
  from: me ? "200" : "201",
  me,
  status: "sent",
});

function setUp() {
  const connection = new TypedEmitter<{ acked: string }>();
  const sent: MobileNotice[] = [];
  const notify = vi.fn((notice: MobileNotice) => {
    sent.push(notice);
    return Promise.resolve();
  });
  const notices = new MobileNotices(connection, "200", () => "Alice Adams", notify);
  return { connection, sent, notify, notices };
}

describe("MobileNotices (chat/notifyMobile after a message is acked)", () => {
  afterEach(() => resetChatStore());

  it("notifies the colleague of one's own acked message: title, text, id, and their phone", () => {
    const { connection, sent } = setUp();
    updateConversation("201", "chat", (c) => ({ ...c, messages: [message("m-1", "Lunch?", true)] }));
    connection.emit("acked", "m-1");
    expect(sent).toEqual([
      { phone: "200", title: "Alice Adams", message: "Lunch?", messageId: "m-1", messageTo: "201" },
    ]);
  });

  it("sends a group's message to the group (the server notifies each member but the sender)", () => {
    const { connection, sent } = setUp();
    useChatStore.setState({
      groups: [
        {
          groupID: "gabcdefghijkm",
          groupJid: "gabcdefghijkm@muc.acme.test",
          groupDescription: "Team",
          groupOwner: "200",
          members: [],
        },
      ],
    });
    updateConversation("gabcdefghijkm", "groupchat", (c) => ({
      ...c,
      messages: [message("g-1", "Hi all", true)],
    }));
    connection.emit("acked", "g-1");
    expect(sent).toMatchObject([
      { title: "Alice Adams in Team", messageTo: "gabcdefghijkm", messageId: "g-1" },
    ]);
  });

  it("cuts a long text to the request's bound, never through a surrogate pair", () => {
    const { connection, sent } = setUp();
    const long = `${"a".repeat(CHAT_NOTIFY_MESSAGE_MAX - 1)}😀 and more`;
    updateConversation("201", "chat", (c) => ({ ...c, messages: [message("m-2", long, true)] }));
    connection.emit("acked", "m-2");
    expect(sent[0]?.message).toBe("a".repeat(CHAT_NOTIFY_MESSAGE_MAX - 1));
  });

  it("ignores acks of unknown ids and of others' messages, and stops when disposed", () => {
    const { connection, notify, notices } = setUp();
    updateConversation("201", "chat", (c) => ({
      ...c,
      messages: [message("in-1", "Hi", false), message("m-3", "Yes", true)],
    }));
    connection.emit("acked", "nope");
    connection.emit("acked", "in-1");
    notices.dispose();
    connection.emit("acked", "m-3");
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps the chat going when the server cannot be told", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const connection = new TypedEmitter<{ acked: string }>();
    new MobileNotices(
      connection,
      "200",
      () => "Alice",
      () => Promise.reject(new Error("offline")),
    );
    updateConversation("201", "chat", (c) => ({ ...c, messages: [message("m-4", "Hi", true)] }));
    connection.emit("acked", "m-4");
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith("chat/notifyMobile failed", expect.any(Error)));
    info.mockRestore();
  });
});
