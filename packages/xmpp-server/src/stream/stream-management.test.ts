import { describe, expect, it } from "vitest";
import { xml } from "../xml/xml-element";
import { StreamManagement } from "./stream-management";

const stanza = (id: string) => xml("message", { id });

describe("StreamManagement (XEP-0198 counters)", () => {
  it("keeps what was sent until acknowledged, and refuses an h beyond what was sent", () => {
    const sm = new StreamManagement("id", true, 10);
    for (const id of ["1", "2", "3"]) sm.record(stanza(id));
    expect(sm.ack(2)).toBe(true);
    expect(sm.pending().map((pending) => pending.attrs.id)).toEqual(["3"]);
    expect(sm.ack(1)).toBe(true);
    expect(sm.pending()).toHaveLength(1);
    expect(sm.ack(4)).toBe(false);
    expect(sm.drain().map((pending) => pending.attrs.id)).toEqual(["3"]);
    expect(sm.sent).toBe(3);
  });

  it("says when its queue is full", () => {
    const sm = new StreamManagement("id", true, 2);
    expect([sm.record(stanza("1")), sm.record(stanza("2")), sm.record(stanza("3"))]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
