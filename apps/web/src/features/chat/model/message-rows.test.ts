import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./chat-types";
import { memberColour, messageRows } from "./message-rows";

const at = (id: string, iso: string, from: string): ChatMessage => ({
  id,
  body: id,
  timestamp: new Date(iso).getTime(),
  from,
  me: from === "200",
  status: "acked",
});

describe("messageRows", () => {
  it("puts a separator before each new day and names a writer when the writer changes", () => {
    const rows = messageRows(
      [
        at("a", "2026-11-23T10:00:00", "201"),
        at("b", "2026-11-23T10:01:00", "201"),
        at("c", "2026-11-24T09:00:00", "202"),
        at("d", "2026-11-24T09:01:00", "200"),
      ],
      (timestamp) => new Date(timestamp).toDateString(),
    );
    expect(
      rows.map((row) => (row.kind === "day" ? "day" : `${row.key}${row.showSender ? "+" : ""}`)),
    ).toEqual(["day", "a+", "b", "day", "c+", "d"]);
  });

  it("gives a member the same colour every time", () => {
    expect(memberColour("201")).toBe(memberColour("201"));
  });
});
