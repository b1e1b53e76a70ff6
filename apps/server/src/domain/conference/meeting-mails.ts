import type { ConferenceMeetingRow } from "../../db/schema";
import type { OutgoingMail } from "../mail/mailer";
import { type CalendarMethod, type CalendarPerson, calendarInvitation } from "./icalendar";
import { richTextToPlain } from "./rich-text";

/**
 * The meeting's e-mails (issue 14): the invitation, its update and its cancellation, each with the
 * iCalendar that calendar programs act on, and the guest's token (rooms/gettoken). The notes are
 * the sanitised HTML the meeting stores; the invite text and cancel notes are plain text.
 */
export interface MeetingMailContext {
  readonly meeting: ConferenceMeetingRow;
  readonly roomUrl: string;
  /** UID of RFC 5545 §3.8.4.7: the same for the meeting's whole life. */
  readonly uid: string;
  readonly organizer: CalendarPerson;
  readonly attendees: readonly CalendarPerson[];
  readonly stampMs: number;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "Wednesday, 25 November 2026, 10:00–10:30 (Europe/Berlin)", in the meeting's zone or UTC. */
export function meetingWhen(meeting: ConferenceMeetingRow): string {
  const timeZone = meeting.timeZone ?? "UTC";
  const day = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" });
  const start = new Date(meeting.startDateTime);
  const end = new Date(meeting.endDateTime);
  return `${day.format(start)}, ${time.format(start)}–${time.format(end)} (${timeZone})`;
}

function calendarOf(context: MeetingMailContext, method: CalendarMethod): OutgoingMail["icalEvent"] {
  const { meeting } = context;
  return {
    method,
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
    content: calendarInvitation({
      method,
      uid: context.uid,
      sequence: meeting.sequence,
      title: meeting.title,
      description: richTextToPlain(meeting.description),
      startDateTime: meeting.startDateTime,
      endDateTime: meeting.endDateTime,
      timeZone: meeting.timeZone,
      repeat: meeting.repeat,
      url: context.roomUrl,
      organizer: context.organizer,
      attendees: context.attendees,
      stampMs: context.stampMs,
    }),
  };
}

/** METHOD:REQUEST — a new invitation (`update` false) or the changed meeting (SEQUENCE raised). */
export function invitationMail(
  context: MeetingMailContext,
  to: CalendarPerson,
  inviteText: string,
  update: boolean,
): OutgoingMail {
  const { meeting } = context;
  const when = meetingWhen(meeting);
  const heading = update ? "Updated invitation" : "Invitation";
  const note = inviteText.trim();
  const plainNotes = richTextToPlain(meeting.description);
  const text = [
    `${heading}: ${meeting.title}`,
    `${context.organizer.name} invites you to a video meeting.`,
    when,
    note,
    plainNotes,
    `Join: ${context.roomUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const html = [
    `<h2>${escapeHtml(meeting.title)}</h2>`,
    `<p>${escapeHtml(context.organizer.name)} invites you to a video meeting.</p>`,
    `<p><b>${escapeHtml(when)}</b></p>`,
    note ? `<p>${escapeHtml(note).replace(/\n/g, "<br>")}</p>` : "",
    // Already reduced to the allow-list (rich-text.ts) when the meeting was stored.
    meeting.description,
    `<p><a href="${escapeHtml(context.roomUrl)}">Join the meeting</a></p>`,
  ].join("\n");
  return {
    to: to.email,
    subject: `${heading}: ${meeting.title} @ ${when}`,
    text,
    html,
    icalEvent: calendarOf(context, "REQUEST"),
  };
}

/** METHOD:CANCEL, with the organiser's notes. */
export function cancellationMail(
  context: MeetingMailContext,
  to: CalendarPerson,
  notes: string,
): OutgoingMail {
  const { meeting } = context;
  const when = meetingWhen(meeting);
  const trimmed = notes.trim();
  return {
    to: to.email,
    subject: `Canceled: ${meeting.title} @ ${when}`,
    text: [`Canceled: ${meeting.title}`, when, trimmed].filter(Boolean).join("\n\n"),
    html: [
      `<h2>Canceled: ${escapeHtml(meeting.title)}</h2>`,
      `<p>${escapeHtml(when)}</p>`,
      trimmed ? `<p>${escapeHtml(trimmed).replace(/\n/g, "<br>")}</p>` : "",
    ].join("\n"),
    icalEvent: calendarOf(context, "CANCEL"),
  };
}

/** rooms/gettoken: the token a guest types into the join dialog. */
export function guestTokenMail(to: string, title: string, roomUrl: string, token: string): OutgoingMail {
  return {
    to,
    subject: `Your token for ${title}`,
    text: `Your token for ${title} is ${token}\n\nEnter it in the join dialog of ${roomUrl}`,
    html: `<p>Your token for ${escapeHtml(title)} is <b>${escapeHtml(token)}</b></p><p>Enter it in the join dialog of <a href="${escapeHtml(roomUrl)}">${escapeHtml(roomUrl)}</a></p>`,
    token,
  };
}
