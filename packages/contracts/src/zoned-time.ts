/**
 * Wall-clock time in an IANA time zone, from the platform's Intl data (no zone database shipped):
 * what a recurring meeting needs so that "every Wednesday at 10:00" stays at 10:00 across DST.
 */
export interface WallTime {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the platform knows the zone (Intl throws a RangeError otherwise). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function wallTimeAt(instantMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  const field = (name: string): number => parts[name] ?? 0;
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour"),
    minute: field("minute"),
    second: field("second"),
  };
}

/** The wall time read as if it were UTC: the "floating" time recurrence rules are expanded in. */
export function floatingMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

export function wallTimeOfFloating(floating: number): WallTime {
  const date = new Date(floating);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
export function offsetMsAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return floatingMs(wallTimeAt(whole, timeZone)) - whole;
}

/**
 * The instant a wall time names in the zone. A time skipped by a spring-forward gap moves forward by
 * the gap; a repeated autumn hour takes its first (daylight) instance, as RFC 5545 §3.3.5 says.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): number {
  const floating = floatingMs(wall);
  const before = offsetMsAt(floating - 86_400_000, timeZone);
  const after = offsetMsAt(floating + 86_400_000, timeZone);
  const candidates = [floating - before, floating - after].filter(
    (instant) => floatingMs(wallTimeAt(instant, timeZone)) === floating,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: the wall time does not exist; read it with the offset from before the change.
  return floating - before;
}
