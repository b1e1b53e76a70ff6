import type { HistoryItem } from "@mobex/contracts/calls";

export interface HistoryDay {
  /** The local calendar day, stable across polls: a React key. */
  readonly key: string;
  /** "Today", "Yesterday", else the en-GB weekday and date (with the year when it is not this one). */
  readonly label: string;
  readonly items: readonly HistoryItem[];
}

const dayKey = (date: Date) => date.toDateString();

/** The day heading of a call started at `startSeconds`, seen at `nowMs` (spec 1 §9: en-GB dates). */
export function dayLabel(startSeconds: number, nowMs: number): string {
  const day = new Date(startSeconds * 1000);
  const today = new Date(nowMs);
  if (dayKey(day) === dayKey(today)) return "Today";
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (dayKey(day) === dayKey(yesterday)) return "Yesterday";
  const thisYear = day.getFullYear() === today.getFullYear();
  return day.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(thisYear ? {} : { year: "numeric" }),
  });
}

/** The calls grouped by the local day they started on, in the order given (the server's: newest first). */
export function groupByDay(items: readonly HistoryItem[], nowMs: number): HistoryDay[] {
  const days = new Map<string, HistoryItem[]>();
  for (const item of items) {
    const key = dayKey(new Date(item.call_start * 1000));
    const day = days.get(key);
    if (day === undefined) days.set(key, [item]);
    else day.push(item);
  }
  return [...days].map(([key, dayItems]) => ({
    key,
    label: dayLabel(dayItems[0]!.call_start, nowMs),
    items: dayItems,
  }));
}
