import { type Invitee, MEETING_TITLE_MAX } from "@mobex/contracts/conference";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "./conference-home-texts";
import { dateInputValue, localDateTime, timeInputValue } from "./local-date-time";

// spec 2 §9: "Duration options (minutes): 15 (default), 30, 60, 90, 120, 150, 180".
export const DURATION_MINUTES = [15, 30, 60, 90, 120, 150, 180] as const;
export type DurationMinutes = (typeof DURATION_MINUTES)[number];
export const DEFAULT_DURATION_MINUTES: DurationMinutes = 15;
// spec 2 §5: "year max 9999".
const YEAR_MAX = 9999;
const QUARTER_HOUR_MS = 15 * 60_000;

export interface ScheduleForm {
  readonly title: string;
  /** `<input type="date">` value, YYYY-MM-DD. */
  readonly date: string;
  /** `<input type="time">` value, HH:MM. */
  readonly startTime: string;
  readonly durationMinutes: DurationMinutes;
  /** The rich-text editor's HTML; the server sanitises it. */
  readonly notesHtml: string;
  /** The id of one of `repeatChoices`. */
  readonly repeatId: string;
  readonly isPrivate: boolean;
  readonly invitees: readonly Invitee[];
}

export type ScheduleField = "title" | "date" | "startTime";
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

/** spec 2 §9: "Default start rounds up to the next quarter-hour". */
export function nextQuarterHour(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + 1) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
}

export function emptyScheduleForm(now: Date, repeatId: string): ScheduleForm {
  const start = nextQuarterHour(now);
  return {
    title: "",
    date: dateInputValue(start),
    startTime: timeInputValue(start),
    durationMinutes: DEFAULT_DURATION_MINUTES,
    notesHtml: "",
    repeatId,
    isPrivate: false,
    invitees: [],
  };
}

/** The meeting's start, or null while the date or time is incomplete. */
export function scheduleStart(form: Pick<ScheduleForm, "date" | "startTime">): Date | null {
  return localDateTime(form.date, form.startTime);
}

/** spec 2 §5: "End time = start plus duration". */
export function scheduleEnd(start: Date, durationMinutes: DurationMinutes): Date {
  return new Date(start.getTime() + durationMinutes * 60_000);
}

function dateError(date: string, now: Date): string | undefined {
  if (date === "") return TEXTS.required;
  const year = Number(date.split("-")[0]);
  if (!Number.isFinite(year) || year > YEAR_MAX) return TEXTS.yearTooLarge;
  const endOfDay = localDateTime(date, "23:59");
  if (endOfDay !== null && endOfDay.getTime() < now.getTime()) return TEXTS.pastTime;
  return undefined;
}

/**
 * spec 2 §5: title required, at most 90; date required, year ≤ 9999; start time required; a combined
 * date-time in the past gives 'Past times are not allowed' (on the date when the whole day is past,
 * else on the start time).
 */
export function validateSchedule(form: ScheduleForm, now: Date): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const title = form.title.trim();
  if (title === "") errors.title = TEXTS.required;
  else if (title.length > MEETING_TITLE_MAX) errors.title = TEXTS.titleTooLong;
  const onDate = dateError(form.date, now);
  if (onDate !== undefined) errors.date = onDate;
  if (form.startTime === "") errors.startTime = TEXTS.required;
  else if (onDate === undefined) {
    const start = scheduleStart(form);
    if (start !== null && start.getTime() < now.getTime()) errors.startTime = TEXTS.pastTime;
  }
  return errors;
}

export const hasErrors = (errors: ScheduleErrors): boolean => Object.keys(errors).length > 0;
