/**
 * The voicemail queries' keys, apart from their fetchers: the app bar (first screen) refreshes them
 * without loading the visual voicemail's requests.
 */
export const VOICEMAIL_QUERY_ROOT = ["voicemail"] as const;
/** The new-message counts (one per phone and mailbox; in practice the user's own). */
export const NEW_VOICEMAIL_QUERY_ROOT = [...VOICEMAIL_QUERY_ROOT, "new"] as const;
export const voicemailListQueryKey = [...VOICEMAIL_QUERY_ROOT, "list"] as const;
