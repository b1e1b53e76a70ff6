import type { BlfButtonType, BlfEntry } from "@mobex/contracts/blf";
import { callSeconds, formatCallTime } from "./call-time";
import { type Lamp, lampLabels } from "./lamp";

export const buttonTypeLabels: Record<BlfButtonType, string> = {
  B: "Busy lamp",
  P: "Pickup",
  H: "Headset",
  L: "Your line",
  RP: "Pause recording",
  RR: "Resume recording",
  N: "Empty",
  D: "Speed dial",
  S: "Manual speed dial",
  V: "Voicemail",
};

export interface DetailRow {
  readonly label: string;
  readonly value: string;
}

function callLine(entry: BlfEntry, lamp: Lamp | null, nowMs: number): string {
  if (lamp !== "onCall" && lamp !== "ringing") return "";
  const direction = entry.call_type === "INB" ? "Incoming" : entry.call_type === "OUT" ? "Outgoing" : "";
  const party = entry.cnumber || (entry.call_type === "INB" ? entry.snumber : entry.dnumber);
  const time = entry.start > 0 ? formatCallTime(callSeconds(entry.start, nowMs)) : "";
  return [direction, party && `with ${party}`, time && `(${time})`].filter(Boolean).join(" ");
}

/** Every field of the entry a person can use (spec 1 §3 "BLF entry"), empty ones left out. */
export function detailRows(entry: BlfEntry, lamp: Lamp | null, nowMs: number): DetailRow[] {
  const rows: DetailRow[] = [
    { label: "Number", value: entry.blf_number },
    { label: "Button", value: buttonTypeLabels[entry.type] },
    { label: "Presence", value: lamp === null ? "" : lampLabels[lamp] },
    { label: "Current call", value: callLine(entry, lamp, nowMs) },
    { label: "Status", value: entry.mobex_status },
    { label: "Queue", value: entry.qstatus },
    { label: "Phone book name", value: entry.cpb_name },
    {
      label: "Internal caller ID",
      value: [entry.callername_internal, entry.callerid_internal].filter(Boolean).join(" · "),
    },
    { label: "Telephone", value: entry.telephone },
    { label: "Mobile", value: entry.mobile },
    { label: "Other", value: entry.other },
    { label: "E-mail", value: entry.mail },
    { label: "Company", value: entry.company },
    { label: "Department", value: entry.department },
  ];
  return rows.filter((row) => row.value.trim() !== "");
}
