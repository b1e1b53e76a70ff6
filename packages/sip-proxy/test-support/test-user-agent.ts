import { serializeNameAddr } from "../src/grammar/name-addr";
import { createResponse } from "../src/message/create-response";
import { HeaderList } from "../src/message/header-list";
import { SipRequest, type SipResponse } from "../src/message/sip-message";
import { parseUri } from "../src/grammar/sip-uri";
import type { Connection } from "../src/transport/connection";
import { ackForFailure } from "../src/transaction/ack-for-failure";
import { digestRetry } from "./digest-retry";
import { Inbox } from "./inbox";
import { newBranch, newToken, TestDialog } from "./test-dialog";

export interface TestUserAgentOptions {
  user: string;
  domain: string;
  /** The client end of a connection to the proxy. */
  connection: Connection;
  password?: string;
  /** Digest username; the user by default. */
  username?: string;
  displayName?: string;
  /** RFC 5626 instance id; JsSIP always sends one. */
  instanceId?: string;
}

/**
 * A scripted SIP endpoint that behaves like JsSIP on the wire: a `.invalid` Contact with
 * transport=ws, `+sip.instance` and `reg-id`, WS Via, digest answers to 401/407.
 */
export class TestUserAgent {
  readonly inbox: Inbox;
  readonly aor: string;
  readonly contactUri: string;
  readonly sentBy: string;
  private seq = 0;
  /** Registered on this connection: the proxy takes its INVITEs without a challenge. */
  private registeredFlow = false;

  constructor(readonly options: TestUserAgentOptions) {
    this.inbox = new Inbox(options.connection);
    this.aor = `sip:${options.user}@${options.domain}`;
    this.sentBy = `${newToken()}.invalid`;
    this.contactUri = `sip:${newToken()}@${this.sentBy};transport=ws`;
  }

  get connection(): Connection {
    return this.options.connection;
  }

  get identity(): string {
    const name = this.options.displayName === undefined ? "" : `"${this.options.displayName}" `;
    return `${name}<${this.aor}>`;
  }

  send(message: { toString(): string }): void {
    this.connection.send(message.toString());
  }

  /** A request outside any dialog, from this UA's AoR. */
  request(
    method: string,
    uri: string,
    options: { to?: string; callId?: string; headers?: Array<[string, string]>; body?: string } = {},
  ): SipRequest {
    const headers = new HeaderList();
    headers.append("Via", `SIP/2.0/WS ${this.sentBy};branch=${newBranch()}`);
    headers.append("Max-Forwards", "70");
    headers.append("From", `${this.identity};tag=${newToken()}`);
    headers.append("To", options.to ?? `<${uri}>`);
    headers.append("Call-ID", options.callId ?? newToken());
    headers.append("CSeq", `${(this.seq += 1)} ${method}`);
    headers.append("Contact", this.contact());
    for (const [name, value] of options.headers ?? []) headers.append(name, value);
    return new SipRequest(method, parseUri(uri), headers, options.body ?? "");
  }

  contact(params = ""): string {
    const instance =
      this.options.instanceId === undefined
        ? ""
        : `;reg-id=1;+sip.instance="<urn:uuid:${this.options.instanceId}>"`;
    return `<${this.contactUri}>${instance}${params}`;
  }

  /** Sends `request`; answers one 401/407 challenge with digest credentials; resolves with the final response. */
  async sendWithAuth(request: SipRequest): Promise<SipResponse> {
    this.send(request);
    const first = await this.inbox.response((s) => s >= 200, request.method);
    if (request.method === "INVITE" && first.status >= 300) this.ackFailure(request, first);
    if ((first.status !== 401 && first.status !== 407) || this.options.password === undefined) return first;
    const retry = this.withCredentials(request, first);
    this.send(retry);
    return this.inbox.response((s) => s >= 200, request.method);
  }

  /**
   * Starts a call the way JsSIP does: INVITE, and when challenged 407, ACK, INVITE with credentials.
   * A UA registered on this connection is not challenged (auth/flow-trust.ts). Resolves with the
   * INVITE that goes through once it is sent; wait for its responses on the inbox.
   */
  async call(
    uri: string,
    options: { headers?: Array<[string, string]>; to?: string } = {},
  ): Promise<SipRequest> {
    const invite = this.request("INVITE", uri, {
      ...(options.to === undefined ? {} : { to: options.to }),
      headers: [["Content-Type", "application/sdp"], ...(options.headers ?? [])],
      body: "v=0\r\n",
    });
    this.send(invite);
    if (this.registeredFlow) return invite;
    const challenge = await this.inbox.response((s) => s >= 200, "INVITE");
    if (challenge.status !== 407) throw new Error(`expected 407, got ${challenge.status}`);
    this.send(ackForFailure(invite, challenge));
    const authorised = this.withCredentials(invite, challenge);
    this.send(authorised);
    return authorised;
  }

  /** The hop-by-hop ACK for a failure response to `invite` (same branch). */
  ackFailure(invite: SipRequest, response: SipResponse): void {
    this.send(ackForFailure(invite, response));
  }

  async register(expires = 600, extraContactParams = ""): Promise<SipResponse> {
    const request = this.request("REGISTER", `sip:${this.options.domain}`, {
      to: `<${this.aor}>`,
      callId: this.registerCallId,
      headers: [
        ["Expires", String(expires)],
        ["Supported", "path, gruu, outbound"],
      ],
    });
    request.headers.set("From", `<${this.aor}>;tag=${newToken()}`);
    request.headers.set("Contact", this.contact(extraContactParams));
    const answer = await this.sendWithAuth(request);
    // The proxy now trusts this connection for our own AoR, until the binding goes.
    if (answer.status === 200) this.registeredFlow = expires > 0;
    return answer;
  }

  /** A copy of `request` with the next CSeq and a new branch, carrying credentials for `challenge`. */
  withCredentials(
    request: SipRequest,
    challenge: SipResponse,
    password = this.options.password ?? "",
  ): SipRequest {
    return digestRetry(request, challenge, {
      username: this.options.username ?? this.options.user,
      password,
      sentBy: this.sentBy,
      cseq: (this.seq += 1),
    });
  }

  /** Answers a received request; for dialog-creating ones, copies Record-Route and adds a Contact. */
  respond(
    request: SipRequest,
    status: number,
    options: { toTag?: string; body?: string; headers?: Array<[string, string]> } = {},
  ): SipResponse {
    const response = createResponse(request, status, {
      ...options,
      toTag: options.toTag ?? this.tagFor(request),
    });
    if (status > 100 && status < 300) {
      for (const rr of request.headers.getAll("Record-Route")) response.headers.append("Record-Route", rr);
      response.headers.append("Contact", `<${this.contactUri};ob>`);
    }
    this.send(response);
    return response;
  }

  /** The UAC's dialog from a 2xx (or 1xx with tag) to its INVITE (RFC 3261 §12.1.2). */
  dialogAsCaller(invite: SipRequest, response: SipResponse): TestDialog {
    const routes = response.headers.getAll("Record-Route").reverse();
    const contact = response.contacts()[0];
    if (contact?.kind !== "address") throw new Error("2xx without Contact");
    return new TestDialog(
      invite.callId(),
      invite.fromTag()!,
      response.toTag()!,
      serializeNameAddr({ ...invite.from(), params: invite.from().params.clone().delete("tag") }),
      serializeNameAddr({ ...response.to(), params: response.to().params.clone().delete("tag") }),
      contact.uri,
      routes,
      this.sentBy,
      invite.cseq().seq,
    );
  }

  /** The UAS's dialog from a received INVITE and the tag it answered with (RFC 3261 §12.1.1). */
  dialogAsCallee(invite: SipRequest): TestDialog {
    const contact = invite.contacts()[0];
    if (contact?.kind !== "address") throw new Error("INVITE without Contact");
    return new TestDialog(
      invite.callId(),
      this.tagFor(invite),
      invite.fromTag()!,
      serializeNameAddr({ ...invite.to(), params: invite.to().params.clone().delete("tag") }),
      serializeNameAddr({ ...invite.from(), params: invite.from().params.clone().delete("tag") }),
      contact.uri,
      invite.headers.getAll("Record-Route"),
      this.sentBy,
      0,
    );
  }

  /** RFC 3261 §9.1: the CANCEL for an INVITE this UA sent. */
  cancel(invite: SipRequest, reason?: string): SipRequest {
    const headers = new HeaderList();
    headers.append("Via", invite.headers.get("Via")!);
    headers.append("Max-Forwards", "70");
    headers.append("From", invite.headers.get("From")!);
    headers.append("To", invite.headers.get("To")!);
    headers.append("Call-ID", invite.callId());
    headers.append("CSeq", `${invite.cseq().seq} CANCEL`);
    if (reason !== undefined) headers.append("Reason", reason);
    const cancel = new SipRequest("CANCEL", invite.uri, headers);
    this.send(cancel);
    return cancel;
  }

  private readonly tags = new Map<string, string>();
  private readonly registerCallId = newToken();

  /** One To tag per received dialog-creating request, stable across its responses. */
  private tagFor(request: SipRequest): string {
    const existing = request.toTag();
    if (existing !== undefined) return existing;
    const key = `${request.callId()}|${request.fromTag() ?? ""}`;
    let tag = this.tags.get(key);
    if (!tag) this.tags.set(key, (tag = newToken()));
    return tag;
  }
}
