import { viaBranch } from "../grammar/via";
import type { SipUri } from "../grammar/sip-uri";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { ServerTransaction } from "../transaction/transaction-layer";
import type { Connection } from "../transport/connection";
import type { TrackedDialog } from "../dialog/tracked-dialog";
import { statelessBranch } from "./branch-ids";
import { ForkContext } from "./fork-context";
import { forwardRequest } from "./forward-request";
import { withIdentity } from "./identity-rewrite";
import { inDialogTarget } from "./in-dialog-target";
import type { ProxyRuntime } from "./proxy-runtime";

/**
 * Requests inside a dialog (To tag present): BYE, re-INVITE, UPDATE, INFO, REFER, NOTIFY, PRACK,
 * MESSAGE, OPTIONS — forwarded statefully to the one other party; and the ACK for a 2xx,
 * forwarded statelessly (RFC 3261 §16.11: it is end-to-end and has no transaction here).
 */
export class InDialogRouter {
  constructor(private readonly runtime: ProxyRuntime) {}

  forward(
    request: SipRequest,
    connection: Connection,
    server: ServerTransaction,
    consumedRoute: SipUri | undefined,
    loopHash: string,
  ): void {
    const context = new ForkContext(this.runtime.forkDependencies, server, request, loopHash);
    this.runtime.forks.register(server, context);
    const target = inDialogTarget(this.runtime, request, connection, consumedRoute);
    if (target.kind === "reject") {
      context.respond(target.status, target.reason);
      return;
    }
    // RFC 5806: only this proxy says a call was diverted, and only on the initial INVITE.
    request.headers.remove("Diversion");
    const restore = this.rewriteIdentity(request, target.dialog);
    if (restore) context.plan.rewriteResponse = restore;
    if (request.method === "BYE" && target.dialog) this.noteBye(request, target.dialog);
    context.forward([{ connection: target.connection }]);
  }

  /** RFC 3261 §16.11: the ACK for a 2xx passes through without a transaction; errors are dropped. */
  forwardAck(request: SipRequest, connection: Connection, consumedRoute: SipUri | undefined): void {
    const target = inDialogTarget(this.runtime, request, connection, consumedRoute);
    if (target.kind === "reject") {
      this.runtime.logger.debug("sip-proxy: dropped an ACK", {
        status: target.status,
        reason: target.reason,
      });
      return;
    }
    request.headers.remove("Diversion");
    this.rewriteIdentity(request, target.dialog);
    const forwarded = forwardRequest(request, {
      via: {
        host: this.runtime.address.host,
        transport: target.connection.transport,
        branch: statelessBranch(viaBranch(request.topVia()) ?? request.callId()),
      },
    });
    target.connection.send(forwarded.toString());
  }

  /**
   * Keeps the caller's decorated identity consistent (see identity-rewrite.ts); returns how to
   * put the responses back the way the sender wrote the request.
   */
  private rewriteIdentity(
    request: SipRequest,
    dialog: TrackedDialog | undefined,
  ): ((response: SipResponse) => void) | undefined {
    const identity = dialog?.identity;
    if (!dialog || !identity) return undefined;
    if (request.fromTag() === dialog.callerTag) {
      const sent = request.headers.get("From") ?? "";
      request.headers.set("From", withIdentity(sent, "From", identity.decorated));
      return (response) => void response.headers.set("From", sent);
    }
    const sent = request.headers.get("To") ?? "";
    request.headers.set("To", withIdentity(sent, "To", identity.original));
    return (response) => void response.headers.set("To", sent);
  }

  /** A BYE in the answered dialog ends the call (the BYE of a losing fork's late 2xx does not). */
  private noteBye(request: SipRequest, dialog: TrackedDialog): void {
    const fromTag = request.fromTag();
    const otherTag = fromTag === dialog.callerTag ? request.toTag() : fromTag;
    if (!dialog.answered || otherTag !== dialog.answered.toTag) return;
    const reason = request.headers.get("Reason");
    this.runtime.dialogs.bye(dialog, fromTag === dialog.callerTag ? "caller" : "callee", reason);
  }
}
