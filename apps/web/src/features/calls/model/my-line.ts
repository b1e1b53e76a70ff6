import type { Reachability } from "../../../shared/connection/server-reachability";
import type { Presence } from "../../../shared/lib/presence";
import type { RegistrationState } from "../../../services/sip/registration-state";
import { type Call, isLive, isUnanswered } from "./call";

/**
 * The user's own line as colleagues see it on their boards (spec 1 §4 Presence, contracts/blf.ts
 * lamps): the one source for the app bar, the home dialpad and the user's own board tile.
 * Unreachable first: a phone that cannot be reached is not Available, whatever was chosen; then,
 * as the busylight precedence of spec 1 §4 has it, ringing, on a call, DND, available, unavailable.
 */
export type MyLine =
  | { readonly status: "offline" | "dnd" | "available" | "unavailable" }
  /** `sinceMs`: when the call began to ring, or was answered (a board tile's `start`). */
  | { readonly status: "ringing" | "onCall"; readonly sinceMs: number };

export type MyLineStatus = MyLine["status"];

export interface MyLineSources {
  readonly reachability: Reachability;
  readonly registration: RegistrationState;
  readonly calls: readonly Call[];
  /** What the user chose in the presence select; null while the profile is still loading. */
  readonly presence: Presence | null;
}

export const myLineLabels: Record<MyLineStatus, string> = {
  offline: "Offline",
  ringing: "Ringing",
  onCall: "On a call",
  dnd: "Do not disturb",
  available: "Available",
  unavailable: "Unavailable",
};

export function myLineOf({ reachability, registration, calls, presence }: MyLineSources): MyLine {
  if (reachability === "unreachable" || registration !== "registered") return { status: "offline" };
  const live = calls.filter(isLive);
  const ringing = live.find((call) => call.direction === "in" && isUnanswered(call));
  if (ringing !== undefined) return { status: "ringing", sinceMs: ringing.startTime };
  // contracts/blf.ts: dialling out and waiting for the answer is already "oncall".
  const talking = live.find((call) => call.status === "answered") ?? live[0];
  if (talking !== undefined) return { status: "onCall", sinceMs: talking.answerTime ?? talking.startTime };
  return { status: presence ?? "available" };
}
