/**
 * The conference live socket (spec 2 §7), one state at a time:
 *
 *   connecting ─connect─▶ connected ─connection lost─▶ reconnecting ─connect─▶ connected
 *        │                    │                            │
 *        │ refused (401/429)  └─ server closed ─▶ closed   │ refused
 *        ▼                                                 ▼
 *     refused ◀────────────────────────────────────────────┘
 *   any ─dispose()─▶ disposed
 *
 * `refused`: the ticket does not open or has expired (or too many sockets); look the room up again
 * for a new ticket and connect anew. socket.io retries a lost connection by itself, not these.
 */
export type ConferenceLiveState =
  "connecting" | "connected" | "reconnecting" | "refused" | "closed" | "disposed";

export type ConferenceLiveEvent = "connected" | "connectionLost" | "refused" | "serverClosed" | "disposed";

export function nextConferenceLiveState(
  state: ConferenceLiveState,
  event: ConferenceLiveEvent,
): ConferenceLiveState {
  if (state === "disposed") return state;
  if (event === "disposed") return "disposed";
  // Final until disposed: socket.io does not retry a refused handshake or a server's close.
  if (state === "refused" || state === "closed") return state;
  switch (event) {
    case "connected":
      return "connected";
    case "connectionLost":
      return "reconnecting";
    case "refused":
      return "refused";
    case "serverClosed":
      return "closed";
  }
}
