import { floatingMs, offsetMsAt, type WallTime, wallTimeOfFloating } from "@mobex/contracts/zoned-time";

/**
 * RFC 5545 §3.6.5 VTIMEZONE of an IANA zone, as jCal (RFC 7265), derived from the platform's Intl
 * data: the zone's transitions in the given year, each with the yearly rule it follows ("the last
 * Sunday of March"), which is how calendar programs write them. A zone without DST is one STANDARD.
 */
type JCalProperty = [string, Record<string, string>, string, unknown];
export type JCalComponent = [string, JCalProperty[], JCalComponent[]];

const DAY_MS = 86_400_000;
const DAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

interface Transition {
  readonly atMs: number;
  readonly fromMs: number;
  readonly toMs: number;
}

function utcOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const minutes = Math.abs(offsetMs) / 60_000;
  const pad = (n: number) => String(Math.floor(n)).padStart(2, "0");
  return `${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

function localText(wall: WallTime): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** The instant the offset changes between two instants whose offsets differ, to the minute. */
function transitionBetween(fromMs: number, toMs: number, timeZone: string): Transition {
  const before = offsetMsAt(fromMs, timeZone);
  let low = fromMs;
  let high = toMs;
  while (high - low > 60_000) {
    const middle = low + Math.floor((high - low) / 2);
    if (offsetMsAt(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  // Zones change on whole minutes: the one minute mark in (low, high].
  const minuteMark = Math.floor(high / 60_000) * 60_000;
  const atMs = minuteMark > low ? minuteMark : high;
  return { atMs, fromMs: before, toMs: offsetMsAt(high, timeZone) };
}

function transitionsIn(year: number, timeZone: string): Transition[] {
  const transitions: Transition[] = [];
  let previous = Date.UTC(year, 0, 1, 12);
  for (let day = 1; day <= 366; day++) {
    const next = previous + DAY_MS;
    if (offsetMsAt(next, timeZone) !== offsetMsAt(previous, timeZone))
      transitions.push(transitionBetween(previous, next, timeZone));
    previous = next;
  }
  return transitions;
}

/** "The nth weekday of the month", or the last one when it is in the month's last seven days. */
function yearlyRule(wall: WallTime): Record<string, unknown> {
  const weekday = DAY_CODES[new Date(floatingMs(wall)).getUTCDay()] ?? "SU";
  const daysInMonth = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
  const nth = wall.day + 7 > daysInMonth ? -1 : Math.ceil(wall.day / 7);
  return { freq: "YEARLY", bymonth: wall.month, byday: `${nth}${weekday}` };
}

export function vtimezone(timeZone: string, year: number): JCalComponent {
  const transitions = transitionsIn(year, timeZone);
  const observances: JCalComponent[] = transitions.map((transition) => {
    // DTSTART of an observance is the onset in the local time in effect before it (RFC 5545 §3.6.5).
    const onset = wallTimeOfFloating(transition.atMs + transition.fromMs);
    const daylight = transition.toMs > transition.fromMs;
    return [
      daylight ? "daylight" : "standard",
      [
        ["dtstart", {}, "date-time", localText(onset)],
        ["tzoffsetfrom", {}, "utc-offset", utcOffset(transition.fromMs)],
        ["tzoffsetto", {}, "utc-offset", utcOffset(transition.toMs)],
        ["rrule", {}, "recur", yearlyRule(onset)],
      ],
      [],
    ];
  });
  if (observances.length === 0) {
    const offset = utcOffset(offsetMsAt(Date.UTC(year, 0, 1), timeZone));
    observances.push([
      "standard",
      [
        ["dtstart", {}, "date-time", "1970-01-01T00:00:00"],
        ["tzoffsetfrom", {}, "utc-offset", offset],
        ["tzoffsetto", {}, "utc-offset", offset],
      ],
      [],
    ]);
  }
  return ["vtimezone", [["tzid", {}, "text", timeZone]], observances];
}
