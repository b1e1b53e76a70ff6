import { localDaysBetween } from "./local-date-time";

export type MeetingGroupId = "today" | "tomorrow" | "comingUp";

export interface MeetingGroup<M> {
  readonly id: MeetingGroupId;
  readonly meetings: readonly M[];
}

interface Dated {
  /** The next occurrence's start (ISO), null when the meeting has none left. */
  readonly nextEventDate: string | null;
}

function groupOf(days: number): MeetingGroupId {
  if (days <= 0) return "today";
  return days === 1 ? "tomorrow" : "comingUp";
}

/**
 * spec 2 §2: "groups meetings into Today, Tomorrow and Coming up" by each one's next occurrence in
 * the browser's time zone, soonest first; a meeting without a next occurrence is left out, and so is
 * an empty group.
 */
export function groupMeetings<M extends Dated>(meetings: readonly M[], now: Date): MeetingGroup<M>[] {
  const dated = meetings
    .flatMap((meeting) => {
      const next = meeting.nextEventDate === null ? Number.NaN : Date.parse(meeting.nextEventDate);
      return Number.isNaN(next) ? [] : [{ meeting, next }];
    })
    .sort((a, b) => a.next - b.next);
  const order: MeetingGroupId[] = ["today", "tomorrow", "comingUp"];
  return order
    .map((id) => ({
      id,
      meetings: dated
        .filter(({ next }) => groupOf(localDaysBetween(now, new Date(next))) === id)
        .map(({ meeting }) => meeting),
    }))
    .filter((group) => group.meetings.length > 0);
}
