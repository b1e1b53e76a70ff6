import { Params } from "../grammar/params";
import { cloneUri, type Uri } from "../grammar/sip-uri";
import type { SipRequest } from "../message/sip-message";
import type { ViaTransport } from "../transport/connection";

export interface ForwardOptions {
  /** New Request-URI: the registered contact (§16.6 step 2); kept when undefined (in-dialog). */
  requestUri?: Uri;
  via: { host: string; transport: ViaTransport; branch: string; flow?: string };
  recordRoute?: string;
}

/** RFC 3261 §16.6 steps 1–8: the copy of a request that goes to one target. */
export function forwardRequest(request: SipRequest, options: ForwardOptions): SipRequest {
  // Step 1: a copy per target.
  const copy = request.clone();
  // Step 2: the Request-URI becomes the target.
  if (options.requestUri) copy.uri = cloneUri(options.requestUri);
  // Step 3: Max-Forwards — decrement, or add 70 when absent.
  const maxForwards = copy.maxForwards();
  copy.headers.set("Max-Forwards", String(maxForwards === undefined ? 70 : maxForwards - 1));
  // Step 4: Record-Route, so the dialog's later requests come back through us.
  if (options.recordRoute !== undefined) copy.headers.prepend("Record-Route", options.recordRoute);
  // Step 8: our Via on top, the branch naming this client transaction.
  const params = new Params([["branch", options.via.branch]]);
  // Our own Via parameter (RFC 3261 §20.42 via-extension): the flow the response must go back on,
  // for a 2xx that arrives after its client transaction is gone (see proxy-core).
  if (options.via.flow !== undefined) params.set("flow", options.via.flow);
  const via = { transport: options.via.transport, host: options.via.host, port: undefined, params };
  copy.putTopVia(via, false);
  return copy;
}
