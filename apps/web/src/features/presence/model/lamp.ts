import { type BlfEntry, LAMP_BUTTON_TYPES } from "@mobex/contracts/blf";

/**
 * What a tile's lamp shows (spec 1 §4 Presence: "A badge shows DND, a call icon, or X for
 * unavailable"). A call outranks DND: a colleague talking is busy whatever they chose.
 */
export type Lamp = "ringing" | "onCall" | "dnd" | "offline" | "unavailable" | "available";

/** B, P and L watch a line; D, S, V and H are keys without a lamp. */
export function lampOf(entry: BlfEntry): Lamp | null {
  if (!LAMP_BUTTON_TYPES.includes(entry.type)) return null;
  if (entry.status === "ringing") return "ringing";
  if (entry.status === "oncall") return "onCall";
  if (entry.dnd === "1") return "dnd";
  if (entry.status === "offline" || entry.online === "0") return "offline";
  return entry.online_status === "U" ? "unavailable" : "available";
}

export const lampLabels: Record<Lamp, string> = {
  ringing: "Ringing",
  onCall: "On a call",
  dnd: "Do Not Disturb",
  offline: "Offline",
  unavailable: "Unavailable",
  available: "Available",
};

const keyLines: Record<"D" | "S" | "V" | "H", string> = {
  D: "Speed dial",
  S: "Manual speed dial",
  V: "Voicemail",
  H: "Answer or hang up",
};

/** spec 1 §4: "Presence display on a tile: on a call, Do Not Disturb, or a status label." */
export function presenceLine(entry: BlfEntry, lamp: Lamp | null): string {
  if (lamp === null) {
    return entry.type in keyLines ? keyLines[entry.type as keyof typeof keyLines] : entry.blf_number;
  }
  if (lamp === "onCall" || lamp === "ringing" || lamp === "dnd") return lampLabels[lamp];
  // The colleague's own words say more than "Available".
  return entry.mobex_status.trim() || lampLabels[lamp];
}

/** Whether the tile carries a running call time (counted from `start`). */
export function hasCallTime(entry: BlfEntry, lamp: Lamp | null): boolean {
  return (lamp === "onCall" || lamp === "ringing") && entry.start > 0;
}
