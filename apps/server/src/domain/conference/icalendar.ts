import ICAL from "ical.js";
import { wallTimeAt } from "@mobex/contracts/zoned-time";
import { type JCalComponent, vtimezone } from "./vtimezone";

/**
 * The calendar invitation mailed with a scheduled meeting (RFC 5545, iTIP RFC 5546): METHOD
 * REQUEST for an invitation or update, CANCEL for a cancellation; one UID per meeting for its whole
 * life and a SEQUENCE raised with each change, so that calendar programs update the event in place.
 * Written as jCal (RFC 7265) and serialised by ical.js, which escapes and folds the lines.
 */
export type CalendarMethod = "REQUEST" | "CANCEL";

export interface CalendarPerson {
  readonly name: string;
  readonly email: string;
}

export interface CalendarEvent {
  readonly method: CalendarMethod;
  readonly uid: string;
  readonly sequence: number;
  readonly title: string;
  /** Plain text. */
  readonly description: string;
  readonly startDateTime: string;
  readonly endDateTime: string;
  /** IANA zone: DTSTART/DTEND carry its TZID and the calendar its VTIMEZONE; absent → UTC. */
  readonly timeZone: string | null;
  /** RRULE text without DTSTART, "" for none. */
  readonly repeat: string;
  readonly url: string;
  readonly organizer: CalendarPerson;
  readonly attendees: readonly CalendarPerson[];
  readonly stampMs: number;
}

type JCalProperty = JCalComponent[1][number];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function utcText(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

function dateTimeProperty(name: string, iso: string, timeZone: string | null): JCalProperty {
  const ms = Date.parse(iso);
  if (!timeZone) return [name, {}, "date-time", utcText(ms)];
  const wall = wallTimeAt(ms, timeZone);
  const local = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return [name, { tzid: timeZone }, "date-time", local];
}

function person(name: string, role: "organizer" | "attendee", who: CalendarPerson): JCalProperty {
  const parameters: Record<string, string> = { cn: who.name || who.email };
  if (role === "attendee") {
    parameters.role = "REQ-PARTICIPANT";
    parameters.partstat = "NEEDS-ACTION";
    parameters.rsvp = "TRUE";
  }
  return [name, parameters, "cal-address", `mailto:${who.email}`];
}

export function calendarInvitation(event: CalendarEvent): string {
  const properties: JCalProperty[] = [
    ["uid", {}, "text", event.uid],
    ["sequence", {}, "integer", event.sequence],
    ["dtstamp", {}, "date-time", utcText(event.stampMs)],
    dateTimeProperty("dtstart", event.startDateTime, event.timeZone),
    dateTimeProperty("dtend", event.endDateTime, event.timeZone),
    ["summary", {}, "text", event.title],
    ["description", {}, "text", event.description ? `${event.description}\n\n${event.url}` : event.url],
    ["location", {}, "text", event.url],
    ["url", {}, "uri", event.url],
    ["status", {}, "text", event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"],
    person("organizer", "organizer", event.organizer),
    ...event.attendees.map((attendee) => person("attendee", "attendee", attendee)),
  ];
  if (event.repeat) properties.push(["rrule", {}, "recur", ICAL.Recur.fromString(event.repeat).toJSON()]);
  const components: JCalComponent[] = [];
  if (event.timeZone)
    components.push(vtimezone(event.timeZone, new Date(Date.parse(event.startDateTime)).getUTCFullYear()));
  components.push(["vevent", properties, []]);
  const calendar: JCalComponent = [
    "vcalendar",
    [
      ["prodid", {}, "text", "-//Mobex//Conference//EN"],
      ["version", {}, "text", "2.0"],
      ["calscale", {}, "text", "GREGORIAN"],
      ["method", {}, "text", event.method],
    ],
    components,
  ];
  return new ICAL.Component(calendar).toString();
}
