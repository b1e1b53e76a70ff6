import type { SipUri } from "../grammar/sip-uri";
import type { SipRequest } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import type { TrackedDialog } from "../dialog/tracked-dialog";
import type { ProxyRuntime } from "./proxy-runtime";

export type InDialogTarget =
  | { kind: "route"; connection: Connection; dialog: TrackedDialog | undefined }
  | { kind: "reject"; status: number; reason: string };

/**
 * Where a request inside a dialog goes (RFC 3261 §16.4, §16.5 for requests we record-routed), and
 * whether its sender may send it at all.
 *
 * RFC 3261 §22.1 exempts in-dialog requests from challenges, so a To tag alone proves nothing: the
 * request must belong to a dialog this proxy routed, and come from one of that dialog's two
 * parties over the connection the dialog was set up on. That dialog was opened by an authenticated
 * request the app's `resolveTarget` allowed, so its parties are users who may talk to each other
 * (e.g. of one tenant); nobody else can reach them by making up a To tag.
 *
 * - With our Route (the usual case: the UA copied our Record-Route): the route's signature binds
 *   Call-ID, caller tag and both connections; the sender must be the caller on the caller's
 *   connection or the callee on the callee's, and the request goes to the other one.
 * - Without it: the INVITE dialog the tracker follows, with the same party rule.
 * - Anything else is answered 481 (RFC 3261 §12.2.2: no matching dialog).
 */
export function inDialogTarget(
  runtime: ProxyRuntime,
  request: SipRequest,
  from: Connection,
  consumedRoute: SipUri | undefined,
): InDialogTarget {
  const callId = request.callId();
  const fromTag = request.fromTag();
  const toTag = request.toTag();
  const dialog = runtime.dialogs.match(callId, fromTag, toTag);
  const targetId = consumedRoute
    ? routedPeer(runtime, request, from, consumedRoute)
    : trackedPeer(dialog, from, fromTag, toTag);
  if (typeof targetId !== "string") return targetId;
  const connection = runtime.connections.get(targetId);
  // RFC 5626 §5.3: the flow is gone; the UA must not expect another way to reach its peer.
  if (!connection) return { kind: "reject", status: 430, reason: "Flow Failed" };
  return { kind: "route", connection, dialog };
}

const NO_DIALOG = { kind: "reject", status: 481, reason: "Call/Transaction Does Not Exist" } as const;
const NOT_A_PARTY = { kind: "reject", status: 403, reason: "Not A Party To This Dialog" } as const;

/** The other party's connection id, from the Record-Route entry the request sent back to us. */
function routedPeer(
  runtime: ProxyRuntime,
  request: SipRequest,
  from: Connection,
  route: SipUri,
): string | typeof NO_DIALOG | typeof NOT_A_PARTY {
  const flows = runtime.address.readFlows(route, request.callId());
  if (!flows) return NO_DIALOG;
  if (request.fromTag() === flows.ftag && from.id === flows.fromConnection) return flows.toConnection;
  if (request.toTag() === flows.ftag && from.id === flows.toConnection) return flows.fromConnection;
  return NOT_A_PARTY;
}

/** The other party's connection id, from the tracked INVITE dialog (a UA that sent no Route). */
function trackedPeer(
  dialog: TrackedDialog | undefined,
  from: Connection,
  fromTag: string | undefined,
  toTag: string | undefined,
): string | typeof NO_DIALOG | typeof NOT_A_PARTY {
  if (!dialog) return NO_DIALOG;
  const callerSends = fromTag === dialog.callerTag;
  const calleeTag = callerSends ? toTag : fromTag;
  const callee = [...dialog.branches.values()].find((branch) => branch.toTag === calleeTag)?.device
    .connectionId;
  if (callee === undefined) return NO_DIALOG;
  if (callerSends && from.id === dialog.callerConnectionId) return callee;
  if (!callerSends && from.id === callee) return dialog.callerConnectionId;
  return NOT_A_PARTY;
}
