/**
 * spec 2 §4 chat connection:
 *
 *   disconnected ─start─▶ connecting ─SASL + bind─▶ authenticated ─carbons, presence─▶ ready
 *        ▲                    ▲                                                       │
 *        │                    └──────────── socket dropped: reconnect ◀───────────────┤
 *        └──────────────────────── stop (chat off, messaging error, sign-out) ◀───────┘
 *
 * A stream resumed (XEP-0198) goes from connecting straight to ready: the server kept the session.
 */
export type ChatConnectionState = "disconnected" | "connecting" | "authenticated" | "ready";

/** Messages can be sent and read markers given only on a ready connection (spec 2 §5). */
export const canSend = (state: ChatConnectionState): boolean => state === "ready";
