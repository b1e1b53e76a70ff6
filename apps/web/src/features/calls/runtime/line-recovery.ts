import type { Reachability, ServerReachability } from "../../../shared/connection/server-reachability";
import type { SipEngine } from "../../../services/sip/sip-engine";
import { isLive } from "../model/call";
import { useCallStore } from "../model/call-store";

/**
 * Brings the phone back as soon as the server is reachable again (issue 9: "recover by itself"),
 * instead of waiting for JsSIP's next back-off turn: a fresh socket and REGISTER, or, while a call
 * is live, a REGISTER on the socket that carries its dialog. Returns the unsubscribe.
 */
export function watchLineRecovery(
  engine: Pick<SipEngine, "reconnect" | "refreshRegistration">,
  reachability: ServerReachability,
): () => void {
  let previous: Reachability = reachability.state;
  return reachability.subscribe(() => {
    const current = reachability.state;
    const recovered = previous === "unreachable" && current === "reachable";
    previous = current;
    if (!recovered) return;
    if (useCallStore.getState().calls.some(isLive)) engine.refreshRegistration();
    else engine.reconnect();
  });
}
