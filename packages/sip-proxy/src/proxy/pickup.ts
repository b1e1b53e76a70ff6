import type { SipRequest, SipResponse } from "../message/sip-message";
import { createResponse } from "../message/create-response";
import type { Aor } from "../registrar/aor";
import type { Connection } from "../transport/connection";
import type { ForkContext } from "./fork-context";
import type { ForkTarget } from "./fork-types";
import type { ProxyRuntime } from "./proxy-runtime";

/** RFC 3326 Reason on the pickup request's 487: it ended because the call went where it asked. */
const PICKED_UP = 'SIP;cause=200;text="Call picked up"';

export interface PickupRequest {
  /** The picker's INVITE (to a pickup code) and its response context. */
  readonly request: SipRequest;
  readonly context: ForkContext;
  readonly connection: Connection;
  readonly pickerAor: Aor;
  /** The tracked dialog to take over. */
  readonly dialogId: string;
  readonly headers?: ReadonlyArray<readonly [name: string, value: string]>;
}

/**
 * Directed call pickup. Like Kamailio's or Asterisk's `**<ext>` the picker dials a code; unlike a
 * B2BUA we keep the caller's one INVITE transaction: the picked call's response context gets a new
 * branch to the device that asked (the same flow, so a browser with no reachable Contact is
 * reached), and its ringing branches are cancelled. The caller receives the picker's 2xx as the
 * answer to its own INVITE, so its dialog is simply with the picker (RFC 3261 §16.7 step 5).
 *
 * The pickup INVITE never forms a dialog: it waits for the new branch and then ends with 487
 * "Call picked up" (the branch answered) or the branch's own failure; 404 when nothing rings.
 */
export function pickUp(runtime: ProxyRuntime, pickup: PickupRequest): void {
  const { context, request, connection } = pickup;
  const picked = runtime.forks.forDialog(pickup.dialogId);
  const snapshot = runtime.dialogs.get(pickup.dialogId);
  // The caller cannot pick up its own call; a call answered meanwhile rings nowhere any more.
  if (!picked?.canBePickedUp || !snapshot || snapshot.answeredBy || picked.server.connection === connection) {
    context.respond(404, "No Call To Pick Up");
    return;
  }
  runtime.dialogs.pickedUp(pickup.dialogId, pickup.pickerAor);
  picked.pickUp(pickerTarget(runtime, pickup), (status) => {
    if (status < 300) context.respondWith(pickedUpResponse(request));
    else context.respond(status);
  });
}

/** The device that asked, on the connection it asked over, as its binding or its Contact names it. */
function pickerTarget(runtime: ProxyRuntime, pickup: PickupRequest): ForkTarget {
  const { connection, request } = pickup;
  const binding = runtime.locations.lookup(pickup.pickerAor).find((b) => b.connectionId === connection.id);
  const headers = pickup.headers ?? [];
  if (binding) {
    return {
      connection,
      requestUri: binding.address.uri,
      headers,
      device: {
        contact: binding.contact,
        connectionId: connection.id,
        ...(binding.instanceId === undefined ? {} : { instanceId: binding.instanceId }),
      },
    };
  }
  const contact = request.contacts().find((value) => value.kind === "address");
  return {
    connection,
    ...(contact?.kind === "address" ? { requestUri: contact.uri } : {}),
    headers,
    device: { contact: request.headers.get("Contact") ?? "", connectionId: connection.id },
  };
}

function pickedUpResponse(request: SipRequest): SipResponse {
  return createResponse(request, 487, { reason: "Call Picked Up", headers: [["Reason", PICKED_UP]] });
}
