import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { WebSocket, type RawData } from "ws";
import { parseUri, serializeUri } from "@mobex/sip-proxy/grammar/sip-uri";
import { createResponse } from "@mobex/sip-proxy/message/create-response";
import { HeaderList } from "@mobex/sip-proxy/message/header-list";
import { SipRequest, type SipResponse } from "@mobex/sip-proxy/message/sip-message";
import { ackForFailure } from "@mobex/sip-proxy/transaction/ack-for-failure";
import { decodeFrame } from "@mobex/sip-proxy/transport/decode-frame";
import { digestRetry } from "@mobex/sip-proxy/test-support/digest-retry";
import { Inbox } from "@mobex/sip-proxy/test-support/inbox";

export type SipPhoneOptions = {
  /** ws(s)://…/sip */
  url: string;
  domain: string;
  phone: string;
  /** The ephemeral credentials of the access token (`<expiry>:<phone>`, base64 HMAC). */
  username: string;
  password: string;
  /** The From display name the client sends (the proxy replaces it with the chosen caller id). */
  displayName?: string;
  /** Certificate to trust for wss:// (a test server's self-signed one). */
  ca?: Buffer;
  /** Added to the Contact, e.g. `;+mobex.last-used-only` (as JsSIP's extra contact params). */
  contactParams?: string;
};

const token = () => randomBytes(6).toString("hex");
const branch = () => `z9hG4bK${token()}`;

/**
 * A scripted SIP endpoint over a real WebSocket that behaves like JsSIP on the wire: `.invalid`
 * Contact with transport=ws, `+sip.instance`, WS Via, digest answers to 401 and 407. Tests drive
 * each message by hand and wait for what comes back.
 */
export class SipPhone {
  readonly inbox = new Inbox(undefined, 5000);
  readonly aor: string;
  private readonly sentBy = `${token()}.invalid`;
  private readonly contactUri = `sip:${token()}@${this.sentBy};transport=ws`;
  private readonly instance = randomUUID();
  private readonly registerCallId = token();
  private readonly tags = new Map<string, string>();
  private seq = 0;
  /** Registered on this socket: the proxy trusts its own INVITEs. */
  private registeredFlow = false;

  private constructor(
    readonly options: SipPhoneOptions,
    readonly socket: WebSocket,
  ) {
    this.aor = `sip:${options.phone}@${options.domain}`;
    socket.on("message", (data: RawData) => this.inbox.receive(decodeFrame(data)));
  }

  static async open(options: SipPhoneOptions, protocols: string[] = ["sip"]): Promise<SipPhone> {
    const socket = new WebSocket(options.url, protocols, options.ca ? { ca: options.ca } : {});
    await once(socket, "open");
    return new SipPhone(options, socket);
  }

  send(message: { toString(): string }): void {
    this.socket.send(message.toString());
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = once(this.socket, "close");
    this.socket.close();
    await closed;
  }

  /** A request outside any dialog, from this phone's AoR. */
  request(
    method: string,
    uri: string,
    extra: { to?: string; callId?: string; body?: string; headers?: [string, string][] } = {},
  ): SipRequest {
    const headers = new HeaderList();
    const name = this.options.displayName === undefined ? "" : `"${this.options.displayName}" `;
    headers.append("Via", `SIP/2.0/WS ${this.sentBy};branch=${branch()}`);
    headers.append("Max-Forwards", "70");
    headers.append("From", `${name}<${this.aor}>;tag=${token()}`);
    headers.append("To", extra.to ?? `<${uri}>`);
    headers.append("Call-ID", extra.callId ?? token());
    headers.append("CSeq", `${(this.seq += 1)} ${method}`);
    headers.append(
      "Contact",
      `<${this.contactUri}>;reg-id=1;+sip.instance="<urn:uuid:${this.instance}>"${this.options.contactParams ?? ""}`,
    );
    for (const [header, value] of extra.headers ?? []) headers.append(header, value);
    return new SipRequest(method, parseUri(uri), headers, extra.body ?? "");
  }

  /** Sends `request`, answers one 401/407 challenge, resolves with the final response. */
  async sendWithAuth(request: SipRequest, password = this.options.password): Promise<SipResponse> {
    this.send(request);
    const first = await this.inbox.response((s) => s >= 200, request.method);
    if (request.method === "INVITE" && first.status >= 300) this.send(ackForFailure(request, first));
    if (first.status !== 401 && first.status !== 407) return first;
    const retry = this.withCredentials(request, first, password);
    this.send(retry);
    const final = await this.inbox.response((s) => s >= 200, request.method);
    if (request.method === "INVITE" && final.status >= 300) this.send(ackForFailure(retry, final));
    return final;
  }

  async register(password = this.options.password, expires = 600): Promise<SipResponse> {
    const answer = await this.sendRegister(password, expires);
    // The proxy now takes this connection's own INVITEs without a 407 (RFC 5626 flow trust).
    if (answer.status === 200) this.registeredFlow = expires > 0;
    return answer;
  }

  private sendRegister(password: string, expires: number): Promise<SipResponse> {
    const request = this.request("REGISTER", `sip:${this.options.domain}`, {
      to: `<${this.aor}>`,
      callId: this.registerCallId,
      headers: [
        ["Expires", String(expires)],
        ["Supported", "path, gruu, outbound"],
      ],
    });
    return this.sendWithAuth(request, password);
  }

  /**
   * Starts a call as JsSIP does (INVITE, and when challenged 407, ACK, INVITE with credentials) and
   * resolves with the INVITE that goes through once sent; its answers arrive in the inbox. A phone
   * registered on this socket is not challenged.
   */
  async call(dialled: string, body = "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n"): Promise<SipRequest> {
    const invite = this.request("INVITE", `sip:${dialled}@${this.options.domain}`, {
      body,
      headers: [["Content-Type", "application/sdp"]],
    });
    this.send(invite);
    if (this.registeredFlow) return invite;
    const challenge = await this.inbox.response((s) => s >= 200, "INVITE");
    this.send(ackForFailure(invite, challenge));
    if (challenge.status !== 407) throw new Error(`expected 407, got ${challenge.status}`);
    const authorised = this.withCredentials(invite, challenge, this.options.password);
    this.send(authorised);
    return authorised;
  }

  /** A received request answered; dialog-creating answers copy Record-Route and add a Contact. */
  respond(request: SipRequest, status: number): SipResponse {
    const response = createResponse(request, status, { toTag: this.tagFor(request) });
    if (status > 100 && status < 300) {
      for (const route of request.headers.getAll("Record-Route"))
        response.headers.append("Record-Route", route);
      response.headers.append("Contact", `<${this.contactUri};ob>`);
    }
    this.send(response);
    return response;
  }

  /** RFC 3261 §9.1: CANCEL of an INVITE this phone sent. */
  cancel(invite: SipRequest): void {
    const headers = new HeaderList();
    for (const name of ["Via", "From", "To", "Call-ID"]) headers.append(name, invite.headers.get(name) ?? "");
    headers.append("Max-Forwards", "70");
    headers.append("CSeq", `${invite.cseq().seq} CANCEL`);
    this.send(new SipRequest("CANCEL", invite.uri, headers));
  }

  /** The caller's dialog from its INVITE and the 2xx (RFC 3261 §12.1.2). */
  dialogAsCaller(invite: SipRequest, ok: SipResponse): PhoneDialog {
    const contact = ok.contacts()[0];
    if (contact?.kind !== "address") throw new Error("2xx without Contact");
    return new PhoneDialog(
      this.sentBy,
      invite.callId(),
      invite.headers.get("From") ?? "",
      ok.headers.get("To") ?? "",
      serializeUri(contact.uri),
      ok.headers.getAll("Record-Route").reverse(),
      invite.cseq().seq,
    );
  }

  /** The callee's dialog from a received INVITE it answered (RFC 3261 §12.1.1). */
  dialogAsCallee(invite: SipRequest): PhoneDialog {
    const contact = invite.contacts()[0];
    if (contact?.kind !== "address") throw new Error("INVITE without Contact");
    return new PhoneDialog(
      this.sentBy,
      invite.callId(),
      `${invite.headers.get("To") ?? ""};tag=${this.tagFor(invite)}`,
      invite.headers.get("From") ?? "",
      serializeUri(contact.uri),
      invite.headers.getAll("Record-Route"),
      0,
    );
  }

  private withCredentials(request: SipRequest, challenge: SipResponse, password: string): SipRequest {
    return digestRetry(request, challenge, {
      username: this.options.username,
      password,
      sentBy: this.sentBy,
      cseq: (this.seq += 1),
    });
  }

  private tagFor(request: SipRequest): string {
    const existing = request.toTag();
    if (existing !== undefined) return existing;
    const key = `${request.callId()}|${request.fromTag() ?? ""}`;
    let tag = this.tags.get(key);
    if (!tag) this.tags.set(key, (tag = token()));
    return tag;
  }
}

/** One side of a dialog (RFC 3261 §12.2.1.1): enough to send ACK, BYE or a re-INVITE inside it. */
export class PhoneDialog {
  constructor(
    private readonly sentBy: string,
    readonly callId: string,
    /** This side's From (with its tag) and the other side's To (with its tag), as header values. */
    private readonly local: string,
    private readonly remote: string,
    private readonly remoteTarget: string,
    private readonly routeSet: readonly string[],
    private localSeq: number,
  ) {}

  request(method: string, seq?: number): SipRequest {
    const headers = new HeaderList();
    headers.append("Via", `SIP/2.0/WS ${this.sentBy};branch=${branch()}`);
    headers.append("Max-Forwards", "70");
    for (const route of this.routeSet) headers.append("Route", route);
    headers.append("From", this.local);
    headers.append("To", this.remote);
    headers.append("Call-ID", this.callId);
    headers.append("CSeq", `${seq ?? (this.localSeq += 1)} ${method}`);
    return new SipRequest(method, parseUri(this.remoteTarget), headers);
  }

  /** The ACK of the 2xx to the INVITE with CSeq `inviteSeq`. */
  ack(inviteSeq: number): SipRequest {
    return this.request("ACK", inviteSeq);
  }
}
