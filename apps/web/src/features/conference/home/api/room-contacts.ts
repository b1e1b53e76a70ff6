import { type RoomContact, roomContactsEndpoint } from "@mobex/contracts/conference";
import { useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../../shared/api/api-client";

// The colleagues change rarely; the picker reads them once per quarter hour at most.
const CONTACTS_STALE_MS = 15 * 60_000;

/** POST rooms/contacts: the invitee picker's colleagues (spec 2 §7 "Contacts list for invitees"). */
export function useRoomContacts(enabled: boolean) {
  return useQuery({
    queryKey: ["conference", "contacts"],
    queryFn: async ({ signal }): Promise<RoomContact[]> =>
      dataOf(await call(roomContactsEndpoint, {}, { signal })),
    staleTime: CONTACTS_STALE_MS,
    enabled,
  });
}
