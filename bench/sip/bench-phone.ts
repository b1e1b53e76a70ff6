import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { performance } from "node:perf_hooks";
import { WebSocket, type RawData } from "ws";
import {
  branch,
  cseqOf,
  digestAuthorization,
  header,
  headerValues,
  parseSip,
  sipMessage,
  token,
  topBranch,
  uriOf,
  type SipText,
} from "./sip-text";

export type BenchAccount = { phone: string; username: string; password: string };

/**
 * What a phone needs of its socket: a `ws` WebSocket, or an in-process stand-in that hands the
 * text to a proxy without a network (in-process.ts).
 */
export interface PhoneSocket {
  readonly readyState: number;
  send(text: string): void;
  terminate(): void;
  on(event: "message", listener: (data: RawData) => void): unknown;
  on(event: "close" | "error", listener: () => void): unknown;
}

type Waiter = { resolve(response: SipText): void; reject(error: Error): void; timer: NodeJS.Timeout };

const SDP =
  "v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\nm=audio 9 RTP/AVP 0\r\n";

export type CallOutcome = {
  /** First INVITE sent → its 200 received. */
  setupMs: number;
  /** Whether the proxy challenged the INVITE (407) before forwarding it. */
  challenged: boolean;
};

/**
 * One registered device of the generator on its own WebSocket, JsSIP-like on the wire: REGISTER
 * with digest, INVITE → (407 → ACK → INVITE with credentials, when challenged) → 200 → ACK → BYE.
 * A proxy may forward an INVITE unchallenged on a flow whose REGISTER it authenticated (RFC 5626
 * flow, Mobex) or challenge every initial INVITE (Kamailio): both are followed. Incoming INVITEs
 * are answered at once (180, then 200), BYEs with 200. No media.
 */
export class BenchPhone {
  private readonly waiters = new Map<string, Waiter>();
  private readonly host = `${token()}.invalid`;
  private readonly contact: string;
  private seq = 0;

  private constructor(
    private readonly socket: PhoneSocket,
    private readonly account: BenchAccount,
    private readonly domain: string,
    private readonly timeoutMs: number,
  ) {
    this.contact = `<sip:${token()}@${this.host};transport=ws>`;
    socket.on("message", (data: RawData) => this.receive(textOf(data)));
    socket.on("close", () => this.failAll(new Error(`${account.phone}: socket closed`)));
    socket.on("error", () => {});
  }

  static async open(
    url: string,
    account: BenchAccount,
    domain: string,
    timeoutMs: number,
  ): Promise<BenchPhone> {
    // RFC 6454: the Origin a browser page served by the same server would send.
    const origin = new URL(url);
    origin.protocol = origin.protocol === "wss:" ? "https:" : "http:";
    const socket = new WebSocket(url, ["sip"], { rejectUnauthorized: false, origin: origin.origin });
    await once(socket, "open");
    return new BenchPhone(socket, account, domain, timeoutMs);
  }

  /** A phone on a socket already open (`readyState` OPEN). */
  static on(socket: PhoneSocket, account: BenchAccount, domain: string, timeoutMs: number): BenchPhone {
    return new BenchPhone(socket, account, domain, timeoutMs);
  }

  get aor(): string {
    return `sip:${this.account.phone}@${this.domain}`;
  }

  async register(): Promise<void> {
    const callId = token();
    const fromTag = token();
    const uri = `sip:${this.domain}`;
    const request = (authorization?: string) => {
      const via = branch();
      const headers: Array<[string, string]> = [
        ["Via", `SIP/2.0/WS ${this.host};branch=${via}`],
        ["Max-Forwards", "70"],
        ["To", `<${this.aor}>`],
        ["From", `<${this.aor}>;tag=${fromTag}`],
        ["Call-ID", callId],
        ["CSeq", `${(this.seq += 1)} REGISTER`],
        ["Contact", `${this.contact};+sip.instance="<urn:uuid:${randomUUID()}>";reg-id=1;expires=600`],
        ["Expires", "600"],
        ["Supported", "path, gruu, outbound"],
      ];
      if (authorization) headers.push(["Authorization", authorization]);
      return { via, text: sipMessage(`REGISTER ${uri} SIP/2.0`, headers) };
    };
    let answer = await this.transaction(request());
    if (answer.status === 401) {
      const challenge = header(answer, "www-authenticate");
      answer = await this.transaction(request(digestAuthorization(challenge, this.account, "REGISTER", uri)));
    }
    if (answer.status !== 200) throw new Error(`${this.account.phone}: REGISTER answered ${answer.status}`);
  }

  /** One call to `phone` from INVITE to the BYE's 200. */
  async call(phone: string): Promise<CallOutcome> {
    const uri = `sip:${phone}@${this.domain}`;
    const callId = token();
    const from = `<${this.aor}>;tag=${token()}`;
    const invite = (seq: number, via: string, authorization?: string) => {
      const headers: Array<[string, string]> = [
        ["Via", `SIP/2.0/WS ${this.host};branch=${via}`],
        ["Max-Forwards", "70"],
        ["To", `<${uri}>`],
        ["From", from],
        ["Call-ID", callId],
        ["CSeq", `${seq} INVITE`],
        ["Contact", `${this.contact.slice(0, -1)};ob>`],
        ["Content-Type", "application/sdp"],
      ];
      if (authorization) headers.push(["Proxy-Authorization", authorization]);
      return { via, text: sipMessage(`INVITE ${uri} SIP/2.0`, headers, SDP) };
    };
    const startedAt = performance.now();
    let seq = (this.seq += 1);
    let first = invite(seq, branch());
    let answer = await this.transaction(first);
    const challenged = answer.status === 407;
    if (challenged) {
      // RFC 3261 §17.1.1.3: the failure is acknowledged on the INVITE's own branch.
      this.send(this.ack(uri, first.via, from, header(answer, "to"), callId, seq, []));
      seq = this.seq += 1;
      const challenge = header(answer, "proxy-authenticate");
      first = invite(seq, branch(), digestAuthorization(challenge, this.account, "INVITE", uri));
      answer = await this.transaction(first);
    }
    if (answer.status !== 200) {
      if ((answer.status ?? 0) >= 300)
        this.send(this.ack(uri, first.via, from, header(answer, "to"), callId, seq, []));
      throw new Error(`INVITE to ${phone} answered ${answer.status}`);
    }
    const setupMs = performance.now() - startedAt;
    // RFC 3261 §12.2.1.1: in-dialog requests go to the remote target through the route set.
    const target = uriOf(header(answer, "contact"));
    const routes = headerValues(answer, "record-route").reverse();
    const to = header(answer, "to");
    this.send(this.ack(target, branch(), from, to, callId, seq, routes));
    const bye = branch();
    const byeAnswer = await this.transaction({
      via: bye,
      text: sipMessage(`BYE ${target} SIP/2.0`, [
        ["Via", `SIP/2.0/WS ${this.host};branch=${bye}`],
        ["Max-Forwards", "70"],
        ...routes.map((route): [string, string] => ["Route", route]),
        ["To", to],
        ["From", from],
        ["Call-ID", callId],
        ["CSeq", `${seq + 1} BYE`],
      ]),
    });
    if (byeAnswer.status !== 200) throw new Error(`BYE to ${phone} answered ${byeAnswer.status}`);
    return { setupMs, challenged };
  }

  close(): void {
    this.socket.terminate();
  }

  private ack(
    uri: string,
    via: string,
    from: string,
    to: string,
    callId: string,
    seq: number,
    routes: string[],
  ): string {
    return sipMessage(`ACK ${uri} SIP/2.0`, [
      ["Via", `SIP/2.0/WS ${this.host};branch=${via}`],
      ["Max-Forwards", "70"],
      ...routes.map((route): [string, string] => ["Route", route]),
      ["To", to],
      ["From", from],
      ["Call-ID", callId],
      ["CSeq", `${seq} ACK`],
    ]);
  }

  /** Sends a request and resolves with its final response (matched by our Via branch). */
  private transaction(request: { via: string; text: string }): Promise<SipText> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(request.via);
        reject(new Error(`${this.account.phone}: no final answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiters.set(request.via, { resolve, reject, timer });
      this.send(request.text);
    });
  }

  private send(text: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  private receive(text: string): void {
    const message = parseSip(text);
    if (message.status !== undefined) {
      if (message.status < 200) return;
      const key = topBranch(message);
      const waiter = this.waiters.get(key);
      if (!waiter) return;
      this.waiters.delete(key);
      clearTimeout(waiter.timer);
      waiter.resolve(message);
      return;
    }
    switch (message.method ?? "") {
      case "INVITE": {
        const toTag = token();
        this.send(this.response(message, 180, "Ringing", toTag));
        this.send(this.response(message, 200, "OK", toTag, SDP));
        return;
      }
      case "BYE":
      case "CANCEL":
      case "OPTIONS":
        this.send(this.response(message, 200, "OK"));
        return;
      default:
        return;
    }
  }

  /** RFC 3261 §8.2.6: Via, From, To (+ tag), Call-ID and CSeq copied; dialog-creating ones add Record-Route and Contact. */
  private response(request: SipText, status: number, reason: string, toTag?: string, body = ""): string {
    const headers: Array<[string, string]> = (request.headers.get("via") ?? []).map((via) => ["Via", via]);
    const creates = cseqOf(request).method === "INVITE" && status > 100;
    if (creates)
      for (const route of request.headers.get("record-route") ?? []) headers.push(["Record-Route", route]);
    const to = header(request, "to");
    headers.push(
      ["From", header(request, "from")],
      ["To", toTag && !/;\s*tag=/i.test(to) ? `${to};tag=${toTag}` : to],
      ["Call-ID", header(request, "call-id")],
      ["CSeq", header(request, "cseq")],
    );
    if (creates) headers.push(["Contact", `${this.contact.slice(0, -1)};ob>`]);
    if (body) headers.push(["Content-Type", "application/sdp"]);
    return sipMessage(`SIP/2.0 ${status} ${reason}`, headers, body);
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiters.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.waiters.clear();
  }
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.from(new Uint8Array(data)).toString("utf8");
}
