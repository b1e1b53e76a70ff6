import { describe, expect, it } from "vitest";
import { historyItem } from "./history-fixtures";
import {
  directionLabel,
  formatCallTime,
  formatDuration,
  outcomeLabel,
  partyLabel,
  voicemailMark,
} from "./history-format";

const at = (text: string) => new Date(text).getTime();

describe("history formatting", () => {
  it("writes durations as h:mm:ss", () => {
    expect([0, 7, 65, 3599, 3600, 36_061].map(formatDuration)).toEqual([
      "0:00:00",
      "0:00:07",
      "0:01:05",
      "0:59:59",
      "1:00:00",
      "10:01:01",
    ]);
  });

  it("says 'Today at' for a call of today and the en-GB date otherwise", () => {
    const now = at("2025-03-14T16:00:00");
    expect(formatCallTime(at("2025-03-14T09:05:00") / 1000, now)).toBe("Today at 09:05");
    expect(formatCallTime(at("2025-03-13T23:59:00") / 1000, now)).toBe("13 Mar 2025 at 23:59");
  });

  it("labels the voicemail code *1 as Voicemail and an unnamed party by its number", () => {
    const own = "400011001";
    expect(partyLabel(historyItem({ call_b: "*1", call_name: "" }), own)).toBe("Voicemail");
    expect(partyLabel(historyItem({ call_b: "07700900123", call_name: "" }), own)).toBe("07700900123");
    expect(partyLabel(historyItem({ call_name: "Bob Brown" }), own)).toBe("Bob Brown");
  });

  it("shows an unnamed number of the own tenant by extension, as the Tel column does (issue 9)", () => {
    const own = "400011001";
    expect(partyLabel(historyItem({ call_b: "400011999", call_name: "" }), own)).toBe("1999");
    expect(partyLabel(historyItem({ call_b: "400011999", call_name: "400011999" }), own)).toBe("1999");
    expect(partyLabel(historyItem({ call_b: "400021999", call_name: "" }), own)).toBe("400021999");
  });

  it("calls an unanswered incoming call missed, and names video calls", () => {
    const missed = historyItem({ call_type: "INB", status: "cancel", media: "vid" });
    expect(outcomeLabel(missed)).toBe("Missed");
    expect(directionLabel(missed)).toBe("Missed video call");
    expect(outcomeLabel(historyItem({ call_type: "OUT", status: "busy" }))).toBe("Busy or declined");
  });

  it("says why an outgoing call failed when the server kept the reason", () => {
    const dnd = historyItem({ call_type: "OUT", status: "busy", call_desc: "Busy — Do not disturb" });
    expect(outcomeLabel(dnd)).toBe("Busy — Do not disturb");
    const missed = historyItem({ call_type: "INB", status: "cancel", call_desc: "Missed call" });
    expect(outcomeLabel(missed)).toBe("Missed");
    expect(outcomeLabel(historyItem({ call_type: "OUT", status: "answer", call_desc: "Answered" }))).toBe(
      "Answered",
    );
    expect(directionLabel(historyItem({ call_type: "INB", status: "answer" }))).toBe("Incoming call");
  });

  it("marks calls to the mailbox and missed calls sent to voicemail (issue 12)", () => {
    const mailbox = historyItem({ call_type: "OUT", call_b: "*1", status: "answer" });
    const diverted = historyItem({ call_type: "INB", status: "noanswer", call_desc: "Voicemail" });
    const missed = historyItem({ call_type: "INB", status: "noanswer", call_desc: "" });
    const outgoing = historyItem({ call_type: "OUT", status: "noanswer", call_desc: "Voicemail" });
    expect([mailbox, diverted, missed, outgoing].map(voicemailMark)).toEqual([
      "mailbox",
      "diverted",
      null,
      null,
    ]);
    expect([mailbox, diverted, missed].map(directionLabel)).toEqual([
      "Call to voicemail",
      "Missed call, sent to voicemail",
      "Missed call",
    ]);
    expect([diverted, missed].map(outcomeLabel)).toEqual(["Missed, sent to voicemail", "Missed"]);
  });
});
