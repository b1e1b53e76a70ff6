import ICAL from "ical.js";

/** Tests read the invitations back as a calendar program would: with ical.js. */
export function parseCalendar(text: string | null): { calendar: ICAL.Component; vevent: ICAL.Component } {
  if (!text) throw new Error("no calendar");
  const calendar = ICAL.Component.fromString(text);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent };
}

/**
 * When the event starts, as a calendar program places it: a DTSTART with a TZID is read in the
 * calendar's own VTIMEZONE of that id (ical.js does not apply it by itself); UTC times as they are.
 */
export function eventStartMs(calendar: ICAL.Component, vevent: ICAL.Component): number {
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  const tzid = vevent.getFirstProperty("dtstart")?.getParameter("tzid");
  if (tzid) {
    const zone = calendar
      .getAllSubcomponents("vtimezone")
      .find((candidate) => candidate.getFirstPropertyValue("tzid") === tzid);
    if (!zone) throw new Error(`no VTIMEZONE for ${String(tzid)}`);
    start.zone = new ICAL.Timezone(zone);
  }
  return start.toUnixTime() * 1000;
}
