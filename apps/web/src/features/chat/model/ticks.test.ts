import { describe, expect, it } from "vitest";
import { type ChatMessage, OUT_OF_ORDER_TEXT } from "./chat-types";
import { insertMessage, markAcked, markConfirmed, prependPage } from "./ticks";

const mine = (id: string, timestamp: number, status: ChatMessage["status"] = "sent"): ChatMessage => ({
  id,
  body: id,
  timestamp,
  from: "200",
  me: true,
  status,
});
const theirs = (id: string, timestamp: number): ChatMessage => ({
  ...mine(id, timestamp),
  from: "201",
  me: false,
});

describe("ticks", () => {
  it("an ack in order turns sent into acked without a notice", () => {
    const [first] = markAcked([mine("a", 1), mine("b", 2)], "a");
    expect(first).toEqual(mine("a", 1, "acked"));
  });

  it("an ack that overtakes an unacknowledged earlier message says the message may be out of order", () => {
    const messages = markAcked([mine("a", 1), mine("b", 2)], "b");
    expect(messages[1]).toMatchObject({ status: "acked", error: OUT_OF_ORDER_TEXT });
    expect(messages[0]?.status).toBe("sent");
  });

  it("a read receipt marks every earlier message of one's own, not later ones nor the colleague's", () => {
    const messages = markConfirmed(
      [mine("a", 1, "acked"), theirs("x", 2), mine("b", 3, "received"), mine("c", 4, "acked"), mine("d", 5)],
      "c",
      "read",
    );
    expect(messages.map((message) => message.status)).toEqual(["read", "sent", "read", "read", "sent"]);
  });

  it("a received receipt never lowers a read message", () => {
    const messages = markConfirmed([mine("a", 1, "read"), mine("b", 2, "acked")], "b", "received");
    expect(messages.map((message) => message.status)).toEqual(["read", "received"]);
  });

  it("inserts by time and never twice", () => {
    let messages = insertMessage([mine("a", 1), mine("c", 3)], theirs("b", 2));
    messages = insertMessage(messages, theirs("b", 2));
    expect(messages.map((message) => message.id)).toEqual(["a", "b", "c"]);
  });

  it("prepends an older page without the messages already held", () => {
    const messages = prependPage([mine("b", 2), mine("c", 3)], [mine("a", 1), mine("b", 2)]);
    expect(messages.map((message) => message.id)).toEqual(["a", "b", "c"]);
  });
});
