import { randomBytes } from "node:crypto";
import { HeaderList } from "../src/message/header-list";
import { SipRequest } from "../src/message/sip-message";
import { cloneUri, type Uri } from "../src/grammar/sip-uri";

/** The UA-side state of one dialog (RFC 3261 §12.1): enough to send requests inside it. */
export class TestDialog {
  constructor(
    readonly callId: string,
    readonly localTag: string,
    readonly remoteTag: string,
    /** The From/To values of this side (local) and the other side (remote), tags excluded. */
    readonly localUri: string,
    readonly remoteUri: string,
    public remoteTarget: Uri,
    readonly routeSet: readonly string[],
    private readonly sentBy: string,
    public localSeq: number,
  ) {}

  /** RFC 3261 §12.2.1.1: Request-URI = remote target, Route = route set, CSeq incremented (ACK reuses `seq`). */
  request(
    method: string,
    options: { seq?: number; branch?: string; headers?: Array<[string, string]>; body?: string } = {},
  ): SipRequest {
    const seq = options.seq ?? (this.localSeq += 1);
    const headers = new HeaderList();
    headers.append("Via", `SIP/2.0/WS ${this.sentBy};branch=${options.branch ?? newBranch()}`);
    headers.append("Max-Forwards", "70");
    for (const route of this.routeSet) headers.append("Route", route);
    headers.append("From", `${this.localUri};tag=${this.localTag}`);
    headers.append("To", `${this.remoteUri};tag=${this.remoteTag}`);
    headers.append("Call-ID", this.callId);
    headers.append("CSeq", `${seq} ${method}`);
    headers.append("Contact", `<sip:${this.sentBy.split(".")[0]}@${this.sentBy};transport=ws>`);
    for (const [name, value] of options.headers ?? []) headers.append(name, value);
    return new SipRequest(method, cloneUri(this.remoteTarget), headers, options.body ?? "");
  }
}

export function newBranch(): string {
  return `z9hG4bK${randomBytes(8).toString("hex")}`;
}

export function newToken(): string {
  return randomBytes(6).toString("hex");
}
