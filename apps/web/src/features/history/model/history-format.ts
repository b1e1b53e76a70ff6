import type { CallStatus, HistoryItem } from "@mobex/contracts/calls";
import { shortNumber } from "../../../shared/phone-number/short-number";

// spec 1 §3 History item: "The number *1 is labelled Voicemail" (spec 1 §9: voicemail code *1).
export const VOICEMAIL_NUMBER = "*1";
export const VOICEMAIL_LABEL = "Voicemail";
/** issue 12: the callee's record of a call the server diverted to their voicemail says so in `call_desc`. */
export const DIVERTED_TO_VOICEMAIL = "Voicemail";

/** Where voicemail comes into a call: a call to the mailbox (*1), or a missed call sent there. */
export type VoicemailMark = "mailbox" | "diverted" | null;

export function voicemailMark(item: HistoryItem): VoicemailMark {
  if (item.call_b === VOICEMAIL_NUMBER) return "mailbox";
  return directionOf(item) === "missed" && item.call_desc === DIVERTED_TO_VOICEMAIL ? "diverted" : null;
}

/**
 * Info column: the name, else the number as the Tel column shows it (a colleague's phone of the
 * user's own `ownNumber` tenant by extension, issue 9) — also when the server wrote the number as
 * the name; the voicemail code by its label.
 */
export function partyLabel(item: HistoryItem, ownNumber: string): string {
  if (item.call_b === VOICEMAIL_NUMBER) return VOICEMAIL_LABEL;
  const name = item.call_name.trim();
  return name === "" || name === item.call_b ? shortNumber(item.call_b, ownNumber) : name;
}

/** Duration as h:mm:ss (spec 1 §2 history columns). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/** The clock time of a call, 24-hour en-GB ("09:05"): the list's day heading says which day. */
export function formatClockTime(startSeconds: number): string {
  return new Date(startSeconds * 1000).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/** spec 1 §9: "Date display en-UK; 'Today at' for the same day". */
export function formatCallTime(startSeconds: number, nowMs: number): string {
  const at = new Date(startSeconds * 1000);
  const time = formatClockTime(startSeconds);
  if (at.toDateString() === new Date(nowMs).toDateString()) return `Today at ${time}`;
  const date = at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
  return `${date} at ${time}`;
}

const statusLabels: Record<CallStatus, string> = {
  answer: "Answered",
  noanswer: "No answer",
  busy: "Busy or declined",
  cancel: "Cancelled",
  failed: "Failed",
};

/**
 * How the call went, in the user's words: an unanswered incoming call is simply missed; a failed
 * outgoing one says why, as the caller's phone did (issue 9: the server keeps it in `call_desc`).
 */
export function outcomeLabel(item: HistoryItem): string {
  const direction = directionOf(item);
  if (direction === "missed")
    return voicemailMark(item) === "diverted" ? "Missed, sent to voicemail" : "Missed";
  if (direction === "outgoing" && item.status !== "answer" && item.call_desc !== "") return item.call_desc;
  return statusLabels[item.status];
}

export type Direction = "incoming" | "outgoing" | "missed";

/** An incoming call nobody here answered is missed (spec 1 §2 history tab Missed). */
export function directionOf(item: HistoryItem): Direction {
  if (item.call_type === "OUT") return "outgoing";
  return item.status === "answer" ? "incoming" : "missed";
}

/** The In/Out column's accessible name; a video call says so (spec 1 §3: media "vid"). */
export function directionLabel(item: HistoryItem): string {
  const mark = voicemailMark(item);
  if (mark === "mailbox") return "Call to voicemail";
  if (mark === "diverted") return "Missed call, sent to voicemail";
  const kind = item.media === "vid" ? "video call" : "call";
  switch (directionOf(item)) {
    case "incoming":
      return `Incoming ${kind}`;
    case "outgoing":
      return `Outgoing ${kind}`;
    case "missed":
      return `Missed ${kind}`;
  }
}
