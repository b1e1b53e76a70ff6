import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarInvitation } from "./icalendar";
import { parseCalendar } from "../../test-support/parse-calendar";

const event: CalendarEvent = {
  method: "REQUEST",
  uid: "abcdefghijk12@mobex.local",
  sequence: 2,
  title: "Weekly sync; planning, etc.",
  description: "Agenda\n- one",
  startDateTime: "2026-11-25T10:00:00+01:00",
  endDateTime: "2026-11-25T10:30:00+01:00",
  timeZone: "Europe/Berlin",
  repeat: "FREQ=WEEKLY;BYDAY=WE",
  url: "http://localhost:8080/conference/abcdefghijk12",
  organizer: { name: "Alice", email: "alice@example.com" },
  attendees: [
    { name: "Bob", email: "bob@example.com" },
    { name: "", email: "guest@outside.example" },
  ],
  stampMs: Date.parse("2026-11-20T08:00:00Z"),
};

function parse(text: string) {
  const { calendar, vevent } = parseCalendar(text);
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("calendarInvitation", () => {
  it("parses back with METHOD, UID, SEQUENCE, RRULE, organiser and attendees asked to reply", () => {
    const { calendar, vevent, event: parsed } = parse(calendarInvitation(event));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(parsed.uid).toBe("abcdefghijk12@mobex.local");
    expect(parsed.sequence).toBe(2);
    expect(parsed.summary).toBe("Weekly sync; planning, etc.");
    expect(parsed.description).toContain("Agenda\n- one");
    expect(String(vevent.getFirstPropertyValue("rrule"))).toBe("FREQ=WEEKLY;BYDAY=WE");
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:alice@example.com");
    const attendees = vevent.getAllProperties("attendee");
    expect(attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      "mailto:bob@example.com",
      "mailto:guest@outside.example",
    ]);
    expect(attendees[0]?.getParameter("rsvp")).toBe("TRUE");
    expect(attendees[0]?.getParameter("cn")).toBe("Bob");
  });

  it("writes DTSTART in the zone with a VTIMEZONE that puts later occurrences at the same wall time", () => {
    const text = calendarInvitation(event);
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20261125T100000");
    const { calendar, event: parsed } = parse(text);
    const zone = calendar.getFirstSubcomponent("vtimezone");
    if (!zone) throw new Error("no VTIMEZONE");
    const timezone = new ICAL.Timezone(zone);
    parsed.startDate.zone = timezone;
    expect(parsed.startDate.toUnixTime()).toBe(Date.parse("2026-11-25T09:00:00Z") / 1000);
    // An occurrence in summer 2027: 10:00 in Berlin is 08:00Z.
    const iterator = parsed.iterator();
    let next = iterator.next();
    while (next && next.toJSDate().getTime() < Date.parse("2027-07-01T00:00:00Z")) next = iterator.next();
    if (!next) throw new Error("no occurrence");
    next.zone = timezone;
    expect(new Date(next.toUnixTime() * 1000).toISOString()).toBe("2027-07-07T08:00:00.000Z");
  });

  it("writes UTC times when there is no zone, and CANCEL with the same UID", () => {
    const text = calendarInvitation({ ...event, method: "CANCEL", timeZone: null, sequence: 3 });
    expect(text).toContain("DTSTART:20261125T090000Z");
    expect(text).not.toContain("VTIMEZONE");
    const { calendar, vevent } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("uid")).toBe("abcdefghijk12@mobex.local");
  });

  it("writes one STANDARD observance for a zone without daylight saving time", () => {
    const text = calendarInvitation({ ...event, timeZone: "Asia/Tokyo" });
    expect(text).toContain("TZOFFSETTO:+0900");
    expect(text).not.toContain("BEGIN:DAYLIGHT");
    expect(text).toContain("DTSTART;TZID=Asia/Tokyo:20261125T180000");
  });

  it("writes the Berlin rules as the last Sundays of March and October", () => {
    const text = calendarInvitation(event);
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/,
    );
  });

  it("writes the rules of a southern zone, whose summer spans the new year", () => {
    const text = calendarInvitation({ ...event, timeZone: "Australia/Sydney" });
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nDTSTART:20260405T030000\r\nTZOFFSETFROM:\+1100\r\nTZOFFSETTO:\+1000\r\nRRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU/,
    );
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20261004T020000\r\nTZOFFSETFROM:\+1000\r\nTZOFFSETTO:\+1100\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU/,
    );
  });
});
