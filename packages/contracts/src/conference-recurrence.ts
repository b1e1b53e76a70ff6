import * as rruleModule from "rrule";
import { floatingMs, instantOfWallTime, wallTimeAt, wallTimeOfFloating } from "./zoned-time";

// rrule 2.8 ships CommonJS for Node, whose ESM import sees only `default`, and ESM for bundlers,
// which has only the named exports: take RRule from whichever this platform gave.
type RRuleModule = typeof rruleModule;
const { RRule } =
  "RRule" in rruleModule ? rruleModule : (rruleModule as unknown as { default: RRuleModule }).default;

/**
 * The repeat menu of the Schedule drawer and the expansion of a meeting's repeat rule (spec 2 §9:
 * "Repeat options: none, daily, weekly on the weekday, monthly on the nth (or last) weekday,
 * annually, every weekday Monday to Friday"). A rule is RFC 5545 §3.3.10 RRULE text without
 * DTSTART; it is expanded in the wall time of the meeting's zone, so that a 10:00 meeting stays at
 * 10:00 when daylight saving time starts or ends.
 */
export type RepeatChoiceId = "none" | "daily" | "weekly" | "monthly" | "annually" | "weekdays";

export interface RepeatChoice {
  readonly id: RepeatChoiceId;
  readonly label: string;
  /** The `repeat` of the schedule: RRULE text, "" for none. */
  readonly rule: string;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const DAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const ORDINALS = ["first", "second", "third", "fourth"];

/**
 * The six choices for a meeting starting at `start`, read in `timeZone` (default: the platform's).
 * Monthly is "on the nth weekday" for the 1st–4th and "on the last weekday" for a 5th one, which
 * not every month has.
 */
export function repeatChoices(start: Date, timeZone?: string): RepeatChoice[] {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const wall = wallTimeAt(start.getTime(), zone);
  const weekday = new Date(floatingMs(wall)).getUTCDay();
  const dayName = DAY_NAMES[weekday] ?? "";
  const dayCode = DAY_CODES[weekday] ?? "";
  const nth = Math.ceil(wall.day / 7);
  const ordinal = ORDINALS[nth - 1];
  return [
    { id: "none", label: "Does not repeat", rule: "" },
    { id: "daily", label: "Daily", rule: "FREQ=DAILY" },
    { id: "weekly", label: `Weekly on ${dayName}`, rule: `FREQ=WEEKLY;BYDAY=${dayCode}` },
    ordinal
      ? {
          id: "monthly",
          label: `Monthly on the ${ordinal} ${dayName}`,
          rule: `FREQ=MONTHLY;BYDAY=${nth}${dayCode}`,
        }
      : { id: "monthly", label: `Monthly on the last ${dayName}`, rule: `FREQ=MONTHLY;BYDAY=-1${dayCode}` },
    {
      id: "annually",
      label: `Annually on ${MONTH_NAMES[wall.month - 1] ?? ""} ${wall.day}`,
      rule: `FREQ=YEARLY;BYMONTH=${wall.month};BYMONTHDAY=${wall.day}`,
    },
    { id: "weekdays", label: "Every weekday (Monday to Friday)", rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" },
  ];
}

/** What the expansion needs of a meeting; `timeZone` (IANA) absent → the start's own UTC offset, fixed. */
export interface RecurringMeeting {
  readonly startDateTime: string;
  readonly endDateTime: string;
  readonly repeat: string;
  readonly timeZone?: string | null;
}

const OFFSET_SUFFIX = /(?:([+-])(\d{2}):?(\d{2})|Z)$/i;

/** The offset written in an ISO 8601 date-time, in ms; 0 for Z or none. */
function writtenOffsetMs(isoDateTime: string): number {
  const match = OFFSET_SUFFIX.exec(isoDateTime);
  if (!match?.[1]) return 0;
  const ms = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return match[1] === "-" ? -ms : ms;
}

/** Converts between instants and the floating wall time the rule is expanded in. */
function wallClockOf(meeting: RecurringMeeting): {
  toFloating(instantMs: number): number;
  toInstant(floating: number): number;
} {
  const zone = meeting.timeZone;
  if (zone) {
    return {
      toFloating: (instant) => floatingMs(wallTimeAt(instant, zone)),
      toInstant: (floating) => instantOfWallTime(wallTimeOfFloating(floating), zone),
    };
  }
  const offset = writtenOffsetMs(meeting.startDateTime);
  return { toFloating: (instant) => instant + offset, toInstant: (floating) => floating - offset };
}

/** The rule of a meeting's repeat text, expanded from its first start (floating). */
function ruleOf(meeting: RecurringMeeting, floatingStart: number): InstanceType<typeof RRule> {
  const options = RRule.parseString(meeting.repeat);
  return new RRule({ ...options, dtstart: new Date(floatingStart) });
}

/**
 * The start (ISO, UTC) of the first occurrence that has not ended by `now` — the one in progress or
 * the next — or null when none is left (a past one-off meeting, a rule whose COUNT/UNTIL ran out).
 */
export function nextEventDate(meeting: RecurringMeeting, now: Date): string | null {
  const start = Date.parse(meeting.startDateTime);
  const durationMs = Date.parse(meeting.endDateTime) - start;
  if (Number.isNaN(start) || Number.isNaN(durationMs)) return null;
  const nowMs = now.getTime();
  if (meeting.repeat === "") return start + durationMs > nowMs ? new Date(start).toISOString() : null;
  if (start + durationMs > nowMs) return new Date(start).toISOString();
  const clock = wallClockOf(meeting);
  const rule = ruleOf(meeting, clock.toFloating(start));
  const threshold = new Date(clock.toFloating(nowMs - durationMs));
  const next = rule.after(threshold, false);
  return next ? new Date(clock.toInstant(next.getTime())).toISOString() : null;
}

/** The occurrences' starts (ISO, UTC) between two instants, at most `limit`. */
export function occurrencesBetween(
  meeting: RecurringMeeting,
  from: Date,
  until: Date,
  limit = 366,
): string[] {
  const start = Date.parse(meeting.startDateTime);
  if (meeting.repeat === "") {
    return start >= from.getTime() && start <= until.getTime() ? [new Date(start).toISOString()] : [];
  }
  const clock = wallClockOf(meeting);
  const rule = ruleOf(meeting, clock.toFloating(start));
  const starts = rule.between(
    new Date(clock.toFloating(from.getTime())),
    new Date(clock.toFloating(until.getTime())),
    true,
    (_date, index) => index < limit,
  );
  return starts.map((floating) => new Date(clock.toInstant(floating.getTime())).toISOString());
}
