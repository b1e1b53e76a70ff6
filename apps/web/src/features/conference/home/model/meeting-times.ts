import { repeatChoices } from "@mobex/contracts/conference-recurrence";

interface MeetingTimes {
  readonly startDateTime: string;
  readonly endDateTime: string;
  readonly repeat: string;
  readonly timeZone: string | null;
  readonly nextEventDate: string | null;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric" });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/** The next occurrence's date and time range, e.g. "Wed, Nov 25 · 10:15 – 10:30", in the browser's zone. */
export function meetingTimeRange(meeting: MeetingTimes): string {
  const start = new Date(meeting.nextEventDate ?? meeting.startDateTime);
  const lengthMs = Date.parse(meeting.endDateTime) - Date.parse(meeting.startDateTime);
  const end = new Date(start.getTime() + Math.max(lengthMs, 0));
  return `${dayFormat.format(start)} · ${timeFormat.format(start)} – ${timeFormat.format(end)}`;
}

/** The repeat menu's label for the meeting's rule ("Weekly on Wednesday"), or null for a one-off. */
export function meetingRepeatLabel(meeting: MeetingTimes): string | null {
  if (meeting.repeat === "") return null;
  const choices = repeatChoices(new Date(meeting.startDateTime), meeting.timeZone ?? undefined);
  return choices.find((choice) => choice.rule === meeting.repeat)?.label ?? null;
}
