import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { describe, expect, it } from "vitest";
import {
  callerLabel,
  downloadFileName,
  formatLength,
  formatReceived,
  sortNewestFirst,
  unheardCount,
} from "./voicemail-list";

const message = (patch: Partial<VoicemailMessage>): VoicemailMessage => ({
  id: "00000000-0000-4000-8000-000000000001",
  caller_number: "400011002",
  caller_name: "Bob Brown",
  received_at: "2026-11-24T14:05:00.000Z",
  duration: 6,
  heard: false,
  ...patch,
});

describe("the voicemail list model", () => {
  it("sorts newest first, the same time by id", () => {
    const list = [
      message({ id: "a", received_at: "2026-11-20T09:00:00.000Z" }),
      message({ id: "b", received_at: "2026-11-24T09:00:00.000Z" }),
      message({ id: "c", received_at: "2026-11-20T09:00:00.000Z" }),
    ];
    expect(sortNewestFirst(list).map((m) => m.id)).toEqual(["b", "c", "a"]);
  });

  it("counts the messages not heard", () => {
    expect(unheardCount([message({ heard: true }), message({}), message({})])).toBe(2);
    expect(unheardCount([])).toBe(0);
  });

  it("names the caller by the directory or phone book, then the call's name, then the number", () => {
    expect(callerLabel(message({}), "Robert Brown", "400011001")).toBe("Robert Brown");
    expect(callerLabel(message({}), null, "400011001")).toBe("Bob Brown");
    expect(callerLabel(message({ caller_name: " " }), null, "400011001")).toBe("1002");
    expect(callerLabel(message({ caller_name: "", caller_number: "+442079460121" }), null, "400011001")).toBe(
      "+442079460121",
    );
    expect(callerLabel(message({ caller_name: "", caller_number: "" }), null, "400011001")).toBe(
      "Unknown caller",
    );
  });

  it("formats length, date and a download name with date and caller", () => {
    expect([formatLength(6), formatLength(65.7), formatLength(-1)]).toEqual(["0:06", "1:05", "0:00"]);
    const received = message({}).received_at;
    expect(formatReceived(received, Date.parse(received) + 1000)).toMatch(/^Today at \d\d:\d\d$/);
    expect(formatReceived(received, Date.parse(received) + 3 * 86_400_000)).toMatch(
      /^24 Nov 2026 at \d\d:\d\d$/,
    );
    expect(downloadFileName(message({}), "Bob Brown")).toMatch(/^voicemail-2026-11-24-\d{4}-Bob-Brown\.wav$/);
    expect(downloadFileName(message({}), "+44 20/7946 0121")).toMatch(/-\+44-20-7946-0121\.wav$/);
    expect(downloadFileName(message({}), "…")).toMatch(/^voicemail-2026-11-24-\d{4}\.wav$/);
  });
});
