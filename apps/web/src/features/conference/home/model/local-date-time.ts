const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The value of an `<input type="date">` for `date` in the browser's time zone: YYYY-MM-DD. */
export function dateInputValue(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The value of an `<input type="time">` for `date` in the browser's time zone: HH:MM. */
export function timeInputValue(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local moment of a date input and a time input, or null when either is incomplete. */
export function localDateTime(dateValue: string, timeValue: string): Date | null {
  const dateMatch = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(dateValue);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(timeValue);
  if (dateMatch === null || timeMatch === null) return null;
  const [, year, month, day] = dateMatch.map(Number);
  const [, hours, minutes] = timeMatch.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const moment = new Date(year, month - 1, day, hours, minutes);
  // new Date treats years 0–99 as 1900–1999.
  moment.setFullYear(year);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** ISO 8601 with the browser's UTC offset, as rooms/create expects: 2026-11-25T10:15:00+01:00. */
export function isoWithOffset(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
  return `${dateInputValue(date)}T${timeInputValue(date)}:${pad(date.getSeconds())}${offset}`;
}

/** Whole local days from `from` to `to` (0 = same day), daylight-saving changes included. */
export function localDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}
