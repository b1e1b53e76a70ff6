import { aorOf } from "../registrar/aor";
import type { SipUri } from "../grammar/sip-uri";
import type { SipRequest } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import type { TrackedDialog } from "../dialog/tracked-dialog";
import type { ProxyRuntime } from "./proxy-runtime";

export type InDialogTarget =
  | { kind: "route"; connection: Connection; dialog: TrackedDialog | undefined }
  | { kind: "reject"; status: number; reason: string };

/**
 * Where a request inside a dialog goes (RFC 3261 §16.4, §16.5 for requests we record-routed).
 *
 * The flow tokens in the Route we consumed name both parties' connections; the caller's tag in
 * it (`ftag`) tells which way the request travels. Without our Route (a UA that ignored
 * Record-Route) the Request-URI is the remote target: a registered Contact, found by URI.
 *
 * RFC 3261 §22.1 exempts in-dialog requests from challenges, so instead the request must belong
 * to a dialog we record-routed, or come over a connection that proved its From identity.
 */
export function inDialogTarget(
  runtime: ProxyRuntime,
  request: SipRequest,
  from: Connection,
  consumedRoute: SipUri | undefined,
): InDialogTarget {
  const fromTag = request.fromTag();
  const dialog = runtime.dialogs.match(request.callId(), fromTag, request.toTag());
  const fromAor = aorOf(request.from().uri);
  if (!dialog && !(fromAor && runtime.connections.isAuthenticatedAs(from.id, fromAor))) {
    return { kind: "reject", status: 403, reason: "Not In A Known Dialog" };
  }
  if (consumedRoute) {
    const flows = runtime.address.readFlows(consumedRoute);
    const callerTag = flows.ftag ?? dialog?.callerTag;
    const fromCaller = callerTag === undefined ? from.id === flows.fromFlow : fromTag === callerTag;
    const targetId = fromCaller ? flows.toFlow : flows.fromFlow;
    if (targetId === undefined) return { kind: "reject", status: 403, reason: "Bad Flow Token" };
    const connection = runtime.connections.get(targetId);
    // RFC 5626 §5.3: the flow is gone; the UA must not expect another way to reach its peer.
    if (!connection) return { kind: "reject", status: 430, reason: "Flow Failed" };
    return { kind: "route", connection, dialog };
  }
  const binding = runtime.locations.findByContact(request.uri);
  if (!binding) return { kind: "reject", status: 404, reason: "No Route To Target" };
  return { kind: "route", connection: binding.connection, dialog };
}
