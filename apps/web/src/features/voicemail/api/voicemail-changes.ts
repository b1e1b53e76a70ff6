import {
  type VoicemailMessage,
  voicemailDeleteEndpoint,
  voicemailHeardEndpoint,
} from "@mobex/contracts/voicemail-box";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorCatalogue } from "@mobex/contracts/errors";
import { call, dataOf } from "../../../shared/api/api-client";
import { isApiError } from "../../../shared/api/api-error";
import { notify } from "../../../shared/ui/notify-store";
import { voicemailTexts } from "../model/voicemail-texts";
import { NEW_VOICEMAIL_QUERY_ROOT, VOICEMAIL_QUERY_ROOT, voicemailListQueryKey } from "./query-keys";

/**
 * After a change: the badge and the status line take the count the server answered at once, the
 * list shows the change, and every voicemail query is fetched again to be sure.
 */
async function applyChange(
  client: QueryClient,
  count: number,
  change: (messages: VoicemailMessage[]) => VoicemailMessage[],
): Promise<void> {
  client.setQueriesData<number>({ queryKey: NEW_VOICEMAIL_QUERY_ROOT }, count);
  client.setQueryData<VoicemailMessage[]>(voicemailListQueryKey, (messages) => messages && change(messages));
  await client.invalidateQueries({ queryKey: VOICEMAIL_QUERY_ROOT });
}

/**
 * A change that failed. A message deleted meanwhile (on another device) is gone: the list is read
 * again and the user told so, rather than shown an error.
 */
export function changeFailed(client: QueryClient, error: unknown): void {
  if (isApiError(error) && error.code === errorCatalogue.voicemailGone.code) {
    notify(voicemailTexts.gone, "info");
    void client.invalidateQueries({ queryKey: VOICEMAIL_QUERY_ROOT });
    return;
  }
  notify(voicemailTexts.changeFailed, "error");
}

/** Marks a message heard (playing it does) or new again (voicemail/heard). */
export function useMarkHeard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, heard }: { id: string; heard: boolean }) =>
      dataOf(await call(voicemailHeardEndpoint, { id, heard })).count,
    onSuccess: (count, { id, heard }) =>
      applyChange(client, count, (messages) =>
        messages.map((message) => (message.id === id ? { ...message, heard } : message)),
      ),
    onError: (error) => changeFailed(client, error),
  });
}

/** Deletes a message and its recording (voicemail/delete). */
export function useDeleteVoicemail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await call(voicemailDeleteEndpoint, { id })).count,
    onSuccess: async (count, id) => {
      await applyChange(client, count, (messages) => messages.filter((message) => message.id !== id));
      notify(voicemailTexts.deleted, "success");
    },
    onError: (error) => changeFailed(client, error),
  });
}
