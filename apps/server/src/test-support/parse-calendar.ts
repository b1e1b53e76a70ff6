import ICAL from "ical.js";

/** Tests read the invitations back as a calendar program would: with ical.js. */
export function parseCalendar(text: string | null): { calendar: ICAL.Component; vevent: ICAL.Component } {
  if (!text) throw new Error("no calendar");
  const calendar = ICAL.Component.fromString(text);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent };
}
