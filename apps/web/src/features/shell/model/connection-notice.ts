import type { Reachability } from "../../../shared/connection/server-reachability";
import type { RegistrationState } from "../../../services/sip/registration-state";

/**
 * What the connection banner says (spec 1 §2 App bar, issue 9).
 *
 *   none ──server unreachable, socket closed or REGISTER failed──▶ lost
 *    ▲  ▲                                                            │ server reachable and phone
 *    │  └──────────────────────── loss again ────────────┐          │ registered (or no phone)
 *    └───────────── RESTORED_NOTICE_MS ─────────────── restored ◀────┘
 *
 * Connecting and registering on start are not a loss: only a link that was lost or refused is.
 */
export type ConnectionNotice = "none" | "lost" | "restored";

export interface LinkSources {
  readonly reachability: Reachability;
  readonly registration: RegistrationState;
}

/** The short confirmation that replaces the spec's 'Not connected' banner when the link is back. */
export const CONNECTED_AGAIN_TEXT = "Connected again";

// spec 1 §9: "Snackbar auto-hide 4 s".
export const RESTORED_NOTICE_MS = 4_000;

function isLost({ reachability, registration }: LinkSources): boolean {
  return (
    reachability === "unreachable" || registration === "disconnected" || registration === "registrationFailed"
  );
}

function isBack({ reachability, registration }: LinkSources): boolean {
  return reachability === "reachable" && (registration === "registered" || registration === "idle");
}

export function nextConnectionNotice(notice: ConnectionNotice, sources: LinkSources): ConnectionNotice {
  switch (notice) {
    case "none":
    case "restored":
      return isLost(sources) ? "lost" : notice;
    case "lost":
      return isBack(sources) ? "restored" : "lost";
  }
}
