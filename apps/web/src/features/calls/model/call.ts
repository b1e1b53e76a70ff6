import type { CallStats } from "../../../services/sip/call-stats";
import type { EndInfo } from "../../../services/sip/end-info";

/**
 * spec 1 §4 "Voice call" status.
 *
 *   init ──1xx / alerting──▶ ringing ──answered──▶ answered ──BYE──▶ ended
 *     │                         │
 *     └──────── failure, CANCEL, decline, no answer ──────────────▶ failed
 */
export type CallStatus = "init" | "ringing" | "answered" | "ended" | "failed";

/** spec 1 §4: failed with cancelled, no-answer or expired is missed; other failures are rejected. */
export type Disposition = "missed" | "rejected" | "answered";

export type CallDirection = "in" | "out";

/** How the call came to be: what rings, what is answered by itself, what counts as dialled. */
export type CallOrigin =
  /** The user dialled it. */
  | "dialled"
  /** Someone called us. */
  | "incoming"
  /** A REFER from the far end made us call its target (we are being transferred). */
  | "referred"
  /** An INVITE with Replaces took over one of our calls (a transfer completed onto us). */
  | "replacing"
  /** A colleague's ringing call we picked up (issue 4): answered by itself, it never rings here. */
  | "pickedUp";

/** spec 1 §3 "transfer flags (attended transfer, conference participation)". */
export type CallRole =
  | { readonly kind: "plain" }
  /** The consultation call of an attended transfer of `originalId`. */
  | { readonly kind: "transferConsult"; readonly originalId: string }
  /** The second party dialled to make a 3-way conference with `originalId`. */
  | { readonly kind: "conferenceInvite"; readonly originalId: string };

/** spec 1 §3 "Call session". Times are epoch milliseconds. */
export interface Call {
  readonly id: string;
  readonly direction: CallDirection;
  readonly origin: CallOrigin;
  /** What the screens show as the number: as dialled, or the caller's user part. */
  readonly number: string;
  /** The identity the far end presented (caller id display name and user part). */
  readonly originalName: string;
  readonly originalNumber: string;
  readonly status: CallStatus;
  readonly disposition: Disposition | null;
  readonly startTime: number;
  readonly answerTime: number | null;
  readonly endTime: number | null;
  readonly muted: boolean;
  readonly localHold: boolean;
  readonly remoteHold: boolean;
  /** Mixed with the other merged call in a 3-way conference. */
  readonly merged: boolean;
  /** The call in the main call view; the others are minimised cards. */
  readonly active: boolean;
  readonly role: CallRole;
  /** A transfer handed the far end to someone else: our leg ends because its work is done. */
  readonly transferred: boolean;
  readonly endInfo: EndInfo | null;
  readonly stats: CallStats | null;
}

export const plainRole: CallRole = { kind: "plain" };

export function isLive(call: Call): boolean {
  return call.status !== "ended" && call.status !== "failed";
}

export function isUnanswered(call: Call): boolean {
  return call.status === "init" || call.status === "ringing";
}

/** Seconds between answer and end (or now), spec 1 §3 "duration". */
export function durationSeconds(call: Call, nowMs: number): number {
  if (call.answerTime === null) return 0;
  return Math.max(0, Math.floor(((call.endTime ?? nowMs) - call.answerTime) / 1000));
}
