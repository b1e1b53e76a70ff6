import { describe, expect, it } from "vitest";
import { historyItem } from "./history-fixtures";
import { filterHistory, otherRecords } from "./history-filter";

const answeredIn = historyItem({
  call_type: "INB",
  status: "answer",
  call_b: "400011003",
  call_name: "Carol Clark",
});
const missedIn = historyItem({
  call_type: "INB",
  status: "noanswer",
  call_b: "400011004",
  call_name: "Dave Davis",
});
const out = historyItem({ call_type: "OUT", status: "busy", call_b: "+44 20 7946 0000", call_name: "" });
const voicemail = historyItem({ call_type: "OUT", call_b: "*1", call_name: "" });
const items = [answeredIn, missedIn, out, voicemail];

describe("the history filter", () => {
  it("shows every call under All and sorts the others by direction", () => {
    expect(filterHistory(items, "all", "")).toEqual(items);
    expect(filterHistory(items, "incoming", "")).toEqual([answeredIn, missedIn]);
    expect(filterHistory(items, "outgoing", "")).toEqual([out, voicemail]);
  });

  it("counts only unanswered incoming calls as missed", () => {
    expect(filterHistory(items, "missed", "")).toEqual([missedIn]);
  });

  it("searches the number and the name, ignoring case and spacing", () => {
    expect(filterHistory(items, "all", "carol")).toEqual([answeredIn]);
    expect(filterHistory(items, "all", "11004")).toEqual([missedIn]);
    expect(filterHistory(items, "all", "2079460")).toEqual([out]);
    expect(filterHistory(items, "all", "VOICE")).toEqual([voicemail]);
    expect(filterHistory(items, "incoming", "Dave")).toEqual([missedIn]);
    expect(filterHistory(items, "outgoing", "Dave")).toEqual([]);
  });

  it("finds the other records of the same number", () => {
    const again = historyItem({ call_b: "400011003", call_type: "OUT" });
    expect(otherRecords([...items, again], answeredIn)).toEqual([again]);
  });
});
