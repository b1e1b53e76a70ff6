import { type Contact, PHONEBOOK_REFRESH_MS, phonebookListEndpoint } from "@mobex/contracts/phonebook";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { isApiError } from "../../../shared/api/api-error";
import { pollEvery } from "../../../shared/api/polling";

/**
 * The phone book. spec 1 §7: "Code 200 with empty data is logged 'No contacts?'; 401 logged
 * unauthorised" — both are logged here and nowhere else; the screen shows its own states.
 */
export async function getContacts(signal?: AbortSignal): Promise<Contact[]> {
  try {
    const answer = await call(phonebookListEndpoint, { ignore_disabled_sync_extensions: 1 }, { signal });
    const contacts = dataOf(answer) ?? [];
    if (answer.code === 200 && contacts.length === 0) console.info("No contacts?");
    return contacts;
  } catch (error) {
    if (isApiError(error, "unauthorised")) console.warn("Phone book: unauthorised");
    throw error;
  }
}

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: ["contacts"],
    queryFn: ({ signal }) => getContacts(signal),
    // spec 1 §9: "Polling: … phone book 20 min".
    refetchInterval: pollEvery(PHONEBOOK_REFRESH_MS),
    staleTime: PHONEBOOK_REFRESH_MS,
  });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
