import type { ChatHistoryRecord } from "@mobex/contracts/chat";
import { describe, expect, it } from "vitest";
import { messageOfRecord } from "./history-messages";

const record = (patch: Partial<ChatHistoryRecord>): ChatHistoryRecord => ({
  id: 7,
  created_at: "2026-11-24T10:00:00Z",
  timestamp: 1_795_000_000_000_000,
  kind: "chat",
  xml: '<message from="200@acme.test/web" to="201@acme.test" type="chat" id="m1"><body>hello</body></message>',
  txt: "hello",
  nick: "",
  username: "200",
  bare_peer: "201@acme.test",
  origin_id: "m1",
  datetime_received: null,
  datetime_readed: null,
  ...patch,
});

describe("messageOfRecord", () => {
  it("reads one's own direct message with the tick the other device confirmed", () => {
    expect(messageOfRecord(record({ datetime_received: "2026-11-24T10:00:01Z" }), "200")).toEqual({
      id: "m1",
      body: "hello",
      timestamp: 1_795_000_000_000,
      from: "200",
      me: true,
      status: "received",
    });
    expect(messageOfRecord(record({ datetime_readed: "2026-11-24T10:00:02Z" }), "200").status).toBe("read");
  });

  it("reads a colleague's message as theirs", () => {
    const message = messageOfRecord(record({}), "201");
    expect(message).toMatchObject({ from: "200", me: false });
  });

  it("names a group message's writer by nick and falls back to the archive's id", () => {
    const group = record({
      kind: "groupchat",
      nick: "202",
      origin_id: "",
      xml: '<message from="gabc@conference.acme.test/202" type="groupchat"><body>hi all</body></message>',
    });
    expect(messageOfRecord(group, "200")).toMatchObject({ id: "7", from: "202", me: false, body: "hi all" });
  });
});
