import type { VoicemailMessage } from "@mobex/contracts/voicemail-box";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { voicemailTexts } from "./voicemail-texts";

/** Newest first; the server sends them so, and a list changed here keeps the order. */
export function sortNewestFirst(messages: readonly VoicemailMessage[]): VoicemailMessage[] {
  return [...messages].sort(
    (a, b) => Date.parse(b.received_at) - Date.parse(a.received_at) || b.id.localeCompare(a.id),
  );
}

/** The messages not yet listened to: what the badge counts. */
export const unheardCount = (messages: readonly VoicemailMessage[]): number =>
  messages.filter((message) => !message.heard).length;

/**
 * Who called: the name the directory or phone book knows for the number, else the name the call
 * presented, else the number (a colleague's by extension, as history shows it).
 */
export function callerLabel(message: VoicemailMessage, knownName: string | null, ownNumber: string): string {
  const named = knownName?.trim() || message.caller_name.trim();
  if (named !== "") return named;
  return message.caller_number === ""
    ? voicemailTexts.unknownCaller
    : shortNumber(message.caller_number, ownNumber);
}

/** Length as m:ss ("0:06"). */
export function formatLength(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** spec 1 §9: "Date display en-UK; 'Today at' for the same day". */
export function formatReceived(iso: string, nowMs: number): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  if (at.toDateString() === new Date(nowMs).toDateString()) return `Today at ${time}`;
  const date = at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });
  return `${date} at ${time}`;
}

/** A file name that says when and who: `voicemail-2026-11-24-1405-Bob-Brown.wav` (local time). */
export function downloadFileName(message: VoicemailMessage, caller: string): string {
  const at = new Date(message.received_at);
  const pad = (value: number) => String(value).padStart(2, "0");
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}`;
  const who = caller
    .normalize("NFKD")
    .replace(/[^\w+]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `voicemail-${stamp}${who === "" ? "" : `-${who}`}.wav`;
}
