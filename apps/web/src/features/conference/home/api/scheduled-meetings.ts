import { type ScheduledMeeting, scheduledRoomsEndpoint } from "@mobex/contracts/conference";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../../shared/api/api-client";

export const scheduledMeetingsKey = ["conference", "scheduled"] as const;

// A meeting moves from Coming up to Tomorrow to Today as the clock turns: read again each minute.
const SCHEDULED_REFRESH_MS = 60_000;

/** GET rooms/roomsscheduled: the meetings the user organises or is invited to (spec 2 §7). */
export const scheduledMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: scheduledMeetingsKey,
    queryFn: async ({ signal }): Promise<ScheduledMeeting[]> =>
      dataOf(await call(scheduledRoomsEndpoint, {}, { signal })),
    refetchInterval: SCHEDULED_REFRESH_MS,
  });

export function useScheduledMeetings(enabled: boolean) {
  return useQuery({ ...scheduledMeetingsQueryOptions(), enabled });
}
