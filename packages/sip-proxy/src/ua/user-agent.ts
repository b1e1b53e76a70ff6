import type { Clock } from "../clock/clock";
import { viaBranch } from "../grammar/via";
import { parseUri } from "../grammar/sip-uri";
import { createResponse, newTag, type ResponseOptions } from "../message/create-response";
import { HeaderList } from "../message/header-list";
import { randomToken } from "../message/random-token";
import { parseMessage } from "../message/parse-message";
import { SipRequest, type SipResponse } from "../message/sip-message";
import type { Logger } from "../proxy/logger";
import type { Aor } from "../registrar/aor";
import { userOf } from "../registrar/aor";
import type { TimerSettings } from "../transaction/timer-settings";
import type { Connection } from "../transport/connection";
import { ALLOW, LocalCall, type CallWire } from "./local-call";
import type { LocalAgentHandler } from "./local-agent";

export interface LocalUserAgentOptions {
  readonly aor: Aor;
  /** The agent's end of the in-memory flow to the proxy. */
  readonly connection: Connection;
  readonly clock: Clock;
  readonly timers: TimerSettings;
  readonly handler: LocalAgentHandler;
  readonly logger: Logger;
}

interface ClientRequest {
  finish(response: SipResponse | undefined): void;
}

/**
 * The user agent core of a local agent (RFC 3261 §8, §12–§15): dispatches what the proxy sends
 * over the in-memory flow to its calls, answers what belongs to none, and sends its own requests
 * (a call's BYE, an out-of-dialog MESSAGE) as client transactions. The flow is reliable and
 * in-process, so requests are sent once and bounded by Timer F.
 */
export class LocalUserAgent {
  readonly host: string;
  readonly contact: string;
  private readonly calls = new Map<string, LocalCall>();
  /** Unanswered INVITEs by the branch of their top Via: how a CANCEL finds its call (RFC 3261 §9.2). */
  private readonly invites = new Map<string, LocalCall>();
  private readonly clients = new Map<string, ClientRequest>();
  private closing = false;
  private readonly wire: CallWire;

  constructor(private readonly options: LocalUserAgentOptions) {
    const user = userOf(options.aor);
    // Like a browser's JsSIP: a host nobody resolves; the proxy reaches us by the flow alone.
    this.host = `${encodeURIComponent(user).replace(/%/g, "")}.local-agent.invalid`;
    this.contact = `<sip:${encodeURIComponent(user)}@${this.host};transport=ws>`;
    this.wire = {
      contact: this.contact,
      host: this.host,
      newBranch,
      clock: options.clock,
      timers: options.timers,
      respond: (request, status, responseOptions) => this.respond(request, status, responseOptions),
      send: (request) => this.send(request),
      forget: (call) => this.forget(call),
      onListenerError: (error) =>
        options.logger.error("sip-proxy: a local agent's listener failed", { error: String(error) }),
    };
    options.connection.onMessage((text) => this.receive(text));
    options.connection.onClose(() => this.lost());
  }

  /** Sends `request` once; resolves with its final response, or undefined after Timer F or when the flow closes. */
  send(request: SipRequest): Promise<SipResponse | undefined> {
    const branch = viaBranch(request.topVia()) ?? "";
    return new Promise((resolve) => {
      // RFC 3261 §17.1.2.2 Timer F bounds the wait.
      const timer = this.options.clock.setTimeout(() => finish(undefined), 64 * this.options.timers.t1Ms);
      const finish = (response: SipResponse | undefined): void => {
        timer.cancel();
        this.clients.delete(branch);
        resolve(response);
      };
      this.clients.set(branch, { finish });
      if (!this.options.connection.send(request.toString())) finish(undefined);
    });
  }

  /** An out-of-dialog MESSAGE (RFC 3428) to `to`; resolves with the final status (408 when none came). */
  async message(to: Aor, contentType: string, body: string): Promise<number> {
    const headers = new HeaderList()
      .append("Via", `SIP/2.0/WS ${this.host};branch=${newBranch()}`)
      .append("Max-Forwards", "70")
      .append("From", `<${this.options.aor}>;tag=${newTag()}`)
      .append("To", `<${to}>`)
      .append("Call-ID", randomToken(12, "hex"))
      .append("CSeq", "1 MESSAGE")
      .append("Content-Type", contentType);
    const response = await this.send(new SipRequest("MESSAGE", parseUri(to), headers, body));
    return response?.status ?? 408;
  }

  /** Ends every call (BYE, or 480 when unanswered) and refuses new ones; resolves once the BYEs are answered. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.calls.values()].map((call) => call.close()));
  }

  private receive(text: string): void {
    const parsed = parseMessage(text);
    if (!parsed.ok) {
      this.options.logger.warn("sip-proxy: a local agent got an unreadable message", {
        error: parsed.error.message,
      });
      return;
    }
    const message = parsed.message;
    try {
      if (message.kind === "response") {
        if (message.status >= 200) this.clients.get(viaBranch(message.topVia()) ?? "")?.finish(message);
      } else {
        this.onRequest(message);
      }
    } catch (error) {
      this.options.logger.error("sip-proxy: a local agent failed to handle a message", {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }

  private onRequest(request: SipRequest): void {
    switch (request.method) {
      case "ACK":
        this.dialogOf(request)?.acked(request);
        return;
      case "CANCEL": {
        const call = this.invites.get(viaBranch(request.topVia()) ?? "");
        this.respond(request, call ? 200 : 481);
        call?.cancelled();
        return;
      }
      case "OPTIONS":
        this.respond(request, 200, { headers: [["Allow", ALLOW]] });
        return;
    }
    if (request.toTag() !== undefined) {
      const call = this.dialogOf(request);
      if (call) call.inDialog(request);
      else this.respond(request, 481);
      return;
    }
    if (request.method === "INVITE") this.offered(request);
    else this.respond(request, 405, { headers: [["Allow", ALLOW]] });
  }

  private offered(invite: SipRequest): void {
    const branch = viaBranch(invite.topVia()) ?? "";
    // A retransmission of an INVITE we already have (RFC 3261 §17.2.1).
    if (this.invites.has(branch)) return;
    if (this.closing) {
      this.respond(invite, 480);
      return;
    }
    // RFC 3261 §8.2.2.3: we implement no extension a caller could require (100rel, timer …).
    const required = invite.optionTags("Require");
    if (required.length > 0) {
      this.respond(invite, 420, { headers: [["Unsupported", required.join(", ")]] });
      return;
    }
    const call = new LocalCall(this.wire, invite);
    this.invites.set(branch, call);
    this.calls.set(call.dialogKey, call);
    this.respond(invite, 100);
    try {
      this.options.handler.onInvite(call);
    } catch (error) {
      this.options.logger.error("sip-proxy: a local agent's onInvite failed", { error: String(error) });
      call.reject(500);
    }
  }

  /** The call of an in-dialog request: Call-ID and our tag (the To tag of what the caller sends). */
  private dialogOf(request: SipRequest): LocalCall | undefined {
    return this.calls.get(`${request.callId()};${request.toTag() ?? ""}`);
  }

  private respond(request: SipRequest, status: number, options: ResponseOptions = {}): void {
    this.options.connection.send(createResponse(request, status, options).toString());
  }

  private forget(call: LocalCall): void {
    this.calls.delete(call.dialogKey);
    for (const [branch, candidate] of this.invites) if (candidate === call) this.invites.delete(branch);
  }

  private lost(): void {
    this.closing = true;
    for (const call of [...this.calls.values()]) call.lost();
    for (const client of [...this.clients.values()]) client.finish(undefined);
  }
}

/** RFC 3261 §8.1.1.7: a branch starting with the magic cookie. */
export function newBranch(): string {
  return `z9hG4bK${randomToken(8, "hex")}`;
}
