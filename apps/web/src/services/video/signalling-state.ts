/**
 * The video signalling socket (spec 1 §7), one state at a time:
 *
 *   idle ─connect()─▶ connecting ─connect─▶ connected ─disconnect─▶ connecting (socket.io retries)
 *                       │    ▲
 *    connect_error 407  │    │ renewed
 *                       ▼    │
 *                      renewing ─renewal failed─▶ failed
 *   any ─dispose()─▶ disposed
 */
export type SignallingState = "idle" | "connecting" | "connected" | "renewing" | "failed" | "disposed";

export type SignallingEvent =
  "connectStarted" | "connected" | "disconnected" | "tokenExpired" | "renewed" | "renewalFailed" | "disposed";

export function nextSignallingState(state: SignallingState, event: SignallingEvent): SignallingState {
  if (state === "disposed") return state;
  switch (event) {
    case "connectStarted":
      return "connecting";
    case "connected":
      return "connected";
    case "disconnected":
      return state === "renewing" || state === "failed" ? state : "connecting";
    case "tokenExpired":
      return "renewing";
    case "renewed":
      return "connecting";
    case "renewalFailed":
      return "failed";
    case "disposed":
      return "disposed";
  }
}
