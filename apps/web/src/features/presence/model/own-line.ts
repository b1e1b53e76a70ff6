import type { BlfEntry } from "@mobex/contracts/blf";
import { type MyLine } from "../../calls/commands";

/** Whether a lamp watches the user's own line: the line key (L), or a lamp on the user's own number. */
export function isOwnLine(entry: BlfEntry, ownPhone: string): boolean {
  return entry.type === "L" || (ownPhone !== "" && entry.blf_number === ownPhone && entry.type !== "P");
}

const idle = { start: 0, call_type: "", snumber: "", dnumber: "", cnumber: "" } as const;

function liveFields(line: MyLine): Partial<BlfEntry> {
  switch (line.status) {
    case "offline":
      return { ...idle, status: "offline", online: "0" };
    case "ringing":
    case "onCall":
      return {
        status: line.status === "ringing" ? "ringing" : "oncall",
        online: "1",
        start: Math.floor(line.sinceMs / 1000),
      };
    case "dnd":
      return { ...idle, status: "idle", online: "1", dnd: "1" };
    case "available":
    case "unavailable":
      return {
        ...idle,
        status: "idle",
        online: "1",
        dnd: "0",
        online_status: line.status === "available" ? "O" : "U",
      };
  }
}

/**
 * The board shows the user's own line as this browser knows it, as the app bar does (issue 9: "one
 * source of truth"), instead of the last poll's view, which lags by up to one poll (spec 1 §9: 5 s)
 * and saw the line before this browser registered.
 */
export function withOwnLine(
  entries: readonly BlfEntry[],
  line: MyLine,
  ownPhone: string,
): readonly BlfEntry[] {
  if (!entries.some((entry) => isOwnLine(entry, ownPhone))) return entries;
  const fields = liveFields(line);
  return entries.map((entry) => (isOwnLine(entry, ownPhone) ? { ...entry, ...fields } : entry));
}
