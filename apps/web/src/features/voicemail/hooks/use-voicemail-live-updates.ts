import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { messageWaiting } from "../../../services/sip/message-waiting";
import { VOICEMAIL_QUERY_ROOT } from "../api/query-keys";

/**
 * A message-waiting notice (SIP MESSAGE, RFC 3842) says the mailbox changed — a message left, or
 * heard or deleted on another device: the count and the list are fetched again at once, instead of
 * at the next 20 s poll.
 */
export function refreshOnMessageWaiting(client: QueryClient): () => void {
  return messageWaiting.on(
    "summary",
    () => void client.invalidateQueries({ queryKey: VOICEMAIL_QUERY_ROOT }),
  );
}

/** Mounted once per signed-in page (the app bar). */
export function useVoicemailLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => refreshOnMessageWaiting(client), [client]);
}
