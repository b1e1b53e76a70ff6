import type { Via } from "../grammar/via";
import { SipParseError } from "../grammar/sip-parse-error";
import { createResponse } from "../message/create-response";
import { parseMessage } from "../message/parse-message";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Registrar } from "../registrar/registrar";
import { TransactionState } from "../transaction/transaction-state";
import type { ServerTransaction } from "../transaction/transaction-layer";
import type { Connection } from "../transport/connection";
import { loopHash } from "./branch-ids";
import { withIdentity } from "./identity-rewrite";
import { InDialogRouter } from "./in-dialog-router";
import { badRequestFor } from "./malformed-request";
import { OutOfDialogRouter } from "./out-of-dialog-router";
import type { OverloadGuard } from "./overload-guard";
import type { ProxyRuntime } from "./proxy-runtime";
import { checkRequest } from "./request-checks";
import { preprocessRoutes } from "./route-preprocessing";
import { answerOptions, isOptionsToSelf } from "./self-options";

/**
 * The proxy's transaction user (RFC 3261 §16): reads frames, hands them to the transaction layer,
 * and dispatches what comes up to the registrar, the CANCEL logic or a router. Nothing a client
 * sends can throw out of here: a failing handler answers 500 and is logged.
 */
export class ProxyCore {
  private readonly inDialog: InDialogRouter;
  private readonly outOfDialog: OutOfDialogRouter;

  constructor(
    private readonly runtime: ProxyRuntime,
    private readonly registrar: Registrar,
    private readonly overload: OverloadGuard,
  ) {
    this.inDialog = new InDialogRouter(runtime);
    this.outOfDialog = new OutOfDialogRouter(runtime);
  }

  receiveFrame(connection: Connection, text: string): void {
    try {
      this.receive(connection, text);
    } catch (error) {
      this.runtime.logger.error("sip-proxy: failed to handle a message", {
        error: describe(error),
        connection: connection.id,
      });
    }
  }

  /** From the transaction layer: a new request (with its server transaction), or an ACK for a 2xx. */
  readonly onRequest = (
    request: SipRequest,
    connection: Connection,
    server: ServerTransaction | undefined,
  ): void => {
    this.handleRequest(request, connection, server).catch((error: unknown) =>
      this.failed(error, request, server),
    );
  };

  /** From the transaction layer: a response no client transaction claims (§16.7: forward statelessly). */
  readonly onStrayResponse = (response: SipResponse, connection: Connection): void => {
    try {
      this.forwardStrayResponse(response, connection);
    } catch (error) {
      this.runtime.logger.warn("sip-proxy: dropped a stray response", { error: describe(error) });
    }
  };

  private receive(connection: Connection, text: string): void {
    const result = parseMessage(text);
    if (!result.ok) {
      if (result.error.code === "empty-message") return;
      this.runtime.logger.debug("sip-proxy: malformed message", {
        error: result.error.message,
        connection: connection.id,
      });
      const answer = badRequestFor(result.partial, result.error, this.runtime.address.host);
      if (answer) connection.send(answer.toString());
      return;
    }
    const message = result.message;
    if (message.kind === "response") {
      this.runtime.layer.receiveResponse(message, connection);
      return;
    }
    stampVia(message, connection);
    this.runtime.layer.receiveRequest(message, connection);
  }

  private async handleRequest(
    request: SipRequest,
    connection: Connection,
    server: ServerTransaction | undefined,
  ): Promise<void> {
    const { runtime } = this;
    // Shed before anything costly (issue 8 §4): only new INVITEs and REGISTERs, never in-dialog requests.
    const busy = server ? this.overload.shed(request) : undefined;
    if (server && busy) {
      server.respond(busy);
      return;
    }
    // RFC 3261 §16.2: answer 100 at once, so the caller stops retransmitting while hooks run.
    if (server && request.method === "INVITE") server.respond(createResponse(request, 100));
    if (server && isOptionsToSelf(request, runtime.address)) {
      server.respond(answerOptions(request));
      return;
    }
    // Computed once: the loop check (§16.3 step 4) and the forwarded branches (§16.6 step 8) use it.
    const hash = loopHash(request);
    const problem = checkRequest(request, runtime.address, hash);
    if (problem) {
      server?.respond(problem);
      return;
    }
    const consumedRoute = preprocessRoutes(request, runtime.address);
    if (!server) {
      this.inDialog.forwardAck(request, connection, consumedRoute);
      return;
    }
    switch (request.method) {
      case "REGISTER": {
        const outcome = await this.registrar.handle(request, connection);
        const { identity } = outcome;
        if (identity) runtime.connections.authenticated(connection.id, identity.aor);
        if (identity && outcome.response.status === 200) {
          runtime.trust.grant(connection.id, identity.aor, identity.username, identity.expiresAt);
        }
        server.respond(outcome.response);
        return;
      }
      case "CANCEL":
        this.cancel(request, server);
        return;
      default:
        if (request.toTag() !== undefined)
          this.inDialog.forward(request, connection, server, consumedRoute, hash);
        else await this.outOfDialog.route(request, connection, server, hash);
    }
  }

  /** RFC 3261 §16.10: answer the CANCEL, then cancel the INVITE's pending branches. */
  private cancel(request: SipRequest, server: ServerTransaction): void {
    const invite = this.runtime.layer.findInviteFor(request);
    const context = invite ? this.runtime.forks.get(invite) : undefined;
    if (!invite || !context) {
      server.respond(createResponse(request, 481));
      return;
    }
    server.respond(createResponse(request, 200));
    context.cancel(request.headers.get("Reason"));
  }

  /**
   * RFC 3261 §16.7 / RFC 6026 §8.4: a 2xx for an INVITE whose client transaction is gone (a late
   * retransmission) is still forwarded, statelessly. WebSocket clients put no reachable address in
   * their Via, so our own Via names the caller's connection with a signed flow token.
   */
  private forwardStrayResponse(response: SipResponse, connection: Connection): void {
    const { runtime } = this;
    const ours = response.vias()[0];
    if (response.status < 200 || response.status >= 300 || response.cseq().method !== "INVITE") return;
    if (!ours || !runtime.address.isOwnHost(ours.host)) return;
    const token = ours.params.getText("flow");
    const targetId = token === undefined ? undefined : runtime.address.readFlowToken(token);
    const target = targetId === undefined ? undefined : runtime.connections.get(targetId);
    if (!target || target === connection) return;
    response.headers.removeFirst("Via");
    const dialog = runtime.dialogs.match(response.callId(), response.fromTag(), response.toTag());
    if (dialog?.identity && response.fromTag() === dialog.callerTag) {
      response.headers.set(
        "From",
        withIdentity(response.headers.get("From") ?? "", "From", dialog.identity.original),
      );
    }
    target.send(response.toString());
  }

  /** A handler threw: log it and answer 400 (a header it could not read) or 500, if still unanswered. */
  private failed(error: unknown, request: SipRequest, server: ServerTransaction | undefined): void {
    const level = error instanceof SipParseError ? "warn" : "error";
    this.runtime.logger[level]("sip-proxy: request handler failed", {
      error: describe(error),
      method: request.method,
    });
    if (
      !server ||
      !(server.state === TransactionState.Trying || server.state === TransactionState.Proceeding)
    )
      return;
    const status = error instanceof SipParseError ? 400 : 500;
    try {
      const context = this.runtime.forks.get(server);
      if (context) context.respond(status);
      else server.respond(createResponse(request, status));
    } catch (second) {
      this.runtime.logger.error("sip-proxy: could not answer a failed request", { error: describe(second) });
    }
  }
}

/** RFC 3261 §18.2.1 `received` and RFC 3581 §4 `rport`: where the request really came from. */
function stampVia(request: SipRequest, connection: Connection): void {
  // The parser checked that there is a Via; the parsed one is shared, so its parameters are copied.
  const top = request.topVia();
  // Written out: a spread clone with a changed property takes V8's slow path, on every request.
  const via: Via = { transport: top.transport, host: top.host, port: top.port, params: top.params.clone() };
  if (via.host !== connection.remote.address) via.params.set("received", connection.remote.address);
  if (via.params.has("rport")) via.params.set("rport", String(connection.remote.port));
  request.putTopVia(via, true);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
