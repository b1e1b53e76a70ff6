import type { Clock, TimerHandle } from "../clock/clock";
import { isSipUri, type Uri } from "../grammar/sip-uri";
import { newTag, type ResponseOptions } from "../message/create-response";
import { HeaderList } from "../message/header-list";
import { SipRequest, type SipResponse } from "../message/sip-message";
import type { TimerSettings } from "../transaction/timer-settings";
import { ListenerSet } from "../transport/listener-set";
import { dtmfDigitOf } from "./dtmf-info";
import type { LocalCallEnd, LocalIncomingCall } from "./local-agent";

/** What a call needs from its user agent: the wire, the clock, its name. */
export interface CallWire {
  /** The agent's Contact value (`<sip:user@host;transport=ws>`) and Via host. */
  readonly contact: string;
  readonly host: string;
  newBranch(): string;
  readonly clock: Clock;
  readonly timers: TimerSettings;
  respond(request: SipRequest, status: number, options?: ResponseOptions): void;
  /** Sends a request; resolves with its final response, undefined after Timer F or when the flow closes. */
  send(request: SipRequest): Promise<SipResponse | undefined>;
  /** The call has ended: the agent stops routing its requests to it. */
  forget(call: LocalCall): void;
  onListenerError(error: unknown): void;
}

/** Methods a local call accepts inside its dialog (RFC 3261 §20.5 Allow). */
export const ALLOW = "INVITE, ACK, CANCEL, BYE, INFO, OPTIONS";
const DTMF_TYPES = "application/dtmf-relay, application/dtmf";

type CallState = "offered" | "answering" | "confirmed" | "ended";

/** A 2xx to an INVITE that the UAS core retransmits until its ACK (RFC 3261 §13.3.1.4). */
interface PendingOk {
  readonly seq: number;
  interval: number;
  timer?: TimerHandle;
  /** 64*T1 after the first send: no ACK came (Timer H's span). */
  giveUp?: TimerHandle;
}

/**
 * One call to the local agent, as an RFC 3261 UAS: To tag, Contact and the Record-Route route set
 * (§12.1.1), the 2xx retransmitted until the ACK (§13.3.1.4), CANCEL → 487 (§9.2), BYE (§15),
 * re-INVITE answered with the same SDP (§14.2), INFO digits, and its own BYE along the route set
 * with its own CSeq (§12.2.1.1).
 */
export class LocalCall implements LocalIncomingCall {
  readonly callId: string;
  readonly fromTag: string;
  readonly from: { readonly user: string; readonly displayName?: string };
  readonly requestUser: string;
  readonly offerSdp: string;
  readonly localTag = newTag();
  readonly ended: Promise<LocalCallEnd>;

  private state: CallState = "offered";
  private resolveEnded!: (end: LocalCallEnd) => void;
  private readonly digits: ListenerSet<[string]>;
  private answerSdp = "";
  private answerWaiter?: { resolve(): void; reject(error: Error): void };
  private pendingOk?: PendingOk;
  /** Our hangup came while the 2xx waited for its ACK: RFC 3261 §15 sends the BYE after it. */
  private byeAfterAck = false;
  private byeSent?: Promise<unknown>;
  private remoteSeq: number;
  private localSeq = 0;
  private remoteTarget: Uri;
  /** RFC 3261 §12.1.1: the INVITE's Record-Route values, in order. */
  private readonly routeSet: readonly string[];

  constructor(
    private readonly wire: CallWire,
    private readonly invite: SipRequest,
  ) {
    this.callId = invite.callId();
    this.fromTag = invite.fromTag() ?? "";
    const from = invite.from();
    this.from = {
      user: isSipUri(from.uri) ? unescape(from.uri.user ?? "") : "",
      ...(from.displayName === undefined ? {} : { displayName: from.displayName }),
    };
    this.requestUser = isSipUri(invite.uri) ? unescape(invite.uri.user ?? "") : "";
    this.offerSdp = invite.body;
    this.remoteSeq = invite.cseq().seq;
    this.remoteTarget = contactUriOf(invite) ?? invite.from().uri;
    this.routeSet = invite.headers.getAll("Record-Route");
    this.digits = new ListenerSet((error) => wire.onListenerError(error));
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
  }

  /** Call-ID and our tag: how the agent finds the dialog of an in-dialog request. */
  get dialogKey(): string {
    return `${this.callId};${this.localTag}`;
  }

  ring(): void {
    if (this.state !== "offered") return;
    this.wire.respond(this.invite, 180, { toTag: this.localTag, headers: this.dialogHeaders() });
  }

  answer(sdp: string): Promise<void> {
    if (this.state !== "offered") return Promise.reject(new Error(`the call is ${this.state}`));
    this.state = "answering";
    this.answerSdp = sdp;
    const acked = new Promise<void>((resolve, reject) => (this.answerWaiter = { resolve, reject }));
    this.sendOk(this.invite);
    return acked;
  }

  reject(status: number, reason?: string): void {
    if (this.state !== "offered" || status < 300 || status > 699) return;
    this.wire.respond(this.invite, status, { toTag: this.localTag, ...(reason ? { reason } : {}) });
    this.end("rejected");
  }

  hangup(): void {
    if (this.state === "offered") this.reject(480);
    else if (this.state !== "ended") this.byeOrWait("local-bye");
  }

  onInfoDigit(listener: (digit: string) => void): () => void {
    return this.digits.add(listener);
  }

  /** The agent detaches: a BYE for an answered call, 480 for one still offered; resolves once done. */
  close(): Promise<unknown> {
    if (this.state === "offered") {
      this.wire.respond(this.invite, 480, { toTag: this.localTag });
      this.end("closed");
    } else if (this.state !== "ended") {
      this.stopOk();
      this.sendBye();
      this.end("closed");
    }
    return this.byeSent ?? Promise.resolve();
  }

  /** The flow is gone: nothing can be sent any more. */
  lost(): void {
    this.stopOk();
    this.end("closed");
  }

  /** RFC 3261 §9.2: a CANCEL ends a call not answered yet with 487; later it changes nothing. */
  cancelled(): void {
    if (this.state !== "offered") return;
    this.wire.respond(this.invite, 487, { toTag: this.localTag });
    this.end("cancelled");
  }

  /** An ACK in the dialog: the one for our 2xx stops its retransmission (RFC 3261 §13.3.1.4). */
  acked(ack: SipRequest): void {
    if (!this.pendingOk || ack.cseq().seq !== this.pendingOk.seq) return;
    this.stopOk();
    if (this.state === "answering") {
      this.state = "confirmed";
      this.answerWaiter?.resolve();
    }
    if (this.byeAfterAck) this.sendBye();
    this.forgetIfOver();
  }

  /** A request inside the dialog other than ACK and CANCEL. */
  inDialog(request: SipRequest): void {
    const seq = request.cseq().seq;
    // RFC 3261 §12.2.2: a CSeq lower than the last one is out of order.
    if (seq <= this.remoteSeq) {
      this.wire.respond(request, 500, { reason: "Out Of Order CSeq" });
      return;
    }
    this.remoteSeq = seq;
    switch (request.method) {
      case "BYE":
        this.wire.respond(request, 200);
        // RFC 3261 §15.1.2: a BYE in the early dialog ends the INVITE too.
        if (this.state === "offered") this.wire.respond(this.invite, 487, { toTag: this.localTag });
        this.stopOk();
        this.answerWaiter?.reject(new Error("the caller hung up before the ACK"));
        this.end("remote-bye");
        return;
      case "INVITE":
        this.reInvite(request);
        return;
      case "INFO":
        this.info(request);
        return;
      default:
        this.wire.respond(request, 405, { headers: [["Allow", ALLOW]] });
    }
  }

  /**
   * RFC 3261 §14.2: a session refresh or hold gets the same answer; before the call is confirmed
   * (or while our 2xx awaits its ACK) 491 Request Pending.
   */
  private reInvite(request: SipRequest): void {
    if (this.state !== "confirmed" || this.pendingOk) {
      this.wire.respond(request, this.state === "ended" ? 481 : 491);
      return;
    }
    this.remoteTarget = contactUriOf(request) ?? this.remoteTarget;
    this.sendOk(request);
  }

  private info(request: SipRequest): void {
    const digit = dtmfDigitOf(request.contentType(), request.body);
    if (digit === undefined && request.body !== "") {
      this.wire.respond(request, 415, { headers: [["Accept", DTMF_TYPES]] });
      return;
    }
    if (digit === null) {
      this.wire.respond(request, 400, { reason: "Bad DTMF" });
      return;
    }
    this.wire.respond(request, 200);
    if (digit !== undefined && this.state !== "ended") this.digits.emit(digit);
  }

  /** The 2xx with our SDP, retransmitted from T1 doubling to T2 until the ACK or 64*T1 (§13.3.1.4). */
  private sendOk(request: SipRequest): void {
    const { timers, clock } = this.wire;
    const headers: Array<[string, string]> = [
      ...this.dialogHeaders(),
      ["Allow", ALLOW],
      ["Content-Type", "application/sdp"],
    ];
    this.wire.respond(request, 200, { toTag: this.localTag, headers, body: this.answerSdp });
    const pending: PendingOk = { seq: request.cseq().seq, interval: timers.t1Ms };
    const retransmit = (): void => {
      this.wire.respond(request, 200, { toTag: this.localTag, headers, body: this.answerSdp });
      pending.interval = Math.min(2 * pending.interval, timers.t2Ms);
      pending.timer = clock.setTimeout(retransmit, pending.interval);
    };
    pending.timer = clock.setTimeout(retransmit, pending.interval);
    pending.giveUp = clock.setTimeout(() => this.noAck(), 64 * timers.t1Ms);
    this.pendingOk = pending;
  }

  /** RFC 3261 §13.3.1.4: no ACK within 64*T1 — the session is ended with a BYE. */
  private noAck(): void {
    this.stopOk();
    this.answerWaiter?.reject(new Error("no ACK for the 200 OK"));
    this.sendBye();
    this.end("local-bye");
    this.forgetIfOver();
  }

  private stopOk(): void {
    this.pendingOk?.timer?.cancel();
    this.pendingOk?.giveUp?.cancel();
    this.pendingOk = undefined;
  }

  private byeOrWait(end: LocalCallEnd): void {
    if (this.pendingOk) this.byeAfterAck = true;
    else this.sendBye();
    this.end(end);
  }

  /** RFC 3261 §12.2.1.1: Request-URI the remote target, Route the route set, our next CSeq. */
  private sendBye(): void {
    if (this.byeSent) return;
    const headers = new HeaderList()
      .append("Via", `SIP/2.0/WS ${this.wire.host};branch=${this.wire.newBranch()}`)
      .append("Max-Forwards", "70");
    for (const route of this.routeSet) headers.append("Route", route);
    headers
      .append("From", `${this.invite.headers.get("To") ?? ""};tag=${this.localTag}`)
      .append("To", this.invite.headers.get("From") ?? "")
      .append("Call-ID", this.callId)
      .append("CSeq", `${(this.localSeq += 1)} BYE`);
    this.byeSent = this.wire.send(new SipRequest("BYE", this.remoteTarget, headers));
  }

  private dialogHeaders(): Array<[string, string]> {
    const headers: Array<[string, string]> = this.routeSet.map((value) => ["Record-Route", value]);
    headers.push(["Contact", this.wire.contact]);
    return headers;
  }

  private end(end: LocalCallEnd): void {
    if (this.state !== "ended") {
      this.state = "ended";
      this.resolveEnded(end);
      this.answerWaiter?.reject(new Error(`the call ended (${end})`));
      this.digits.clear();
    }
    this.forgetIfOver();
  }

  /** A BYE still owed after the ACK keeps an ended call reachable until then. */
  private forgetIfOver(): void {
    if (this.state === "ended" && !this.pendingOk) this.wire.forget(this);
  }
}

function contactUriOf(request: SipRequest): Uri | undefined {
  const contact = request.contacts()[0];
  return contact?.kind === "address" ? contact.uri : undefined;
}

function unescape(user: string): string {
  try {
    return decodeURIComponent(user);
  } catch {
    return user;
  }
}
