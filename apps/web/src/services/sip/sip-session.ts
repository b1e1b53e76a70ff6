import type {
  EndEvent,
  HoldEvent,
  IceCandidateEvent,
  PeerConnectionEvent,
  RTCSession,
  ReferEvent,
} from "jssip/lib/RTCSession";
import type { CallStats } from "./call-stats";
import { type EndInfo, endCauses, endInfoOf } from "./end-info";
import {
  type IncomingRefer as Refer,
  type IncomingReplaces as Replaces,
  type RemoteIdentity,
  identityOf,
  incomingRefer,
  incomingReplaces,
} from "./incoming-transfers";
import { LateMicrophone } from "./late-microphone";
import type { PeerConfiguration } from "./peer-connection-head-start";
import { type ReferOutcome, sendRefer } from "./refer";
import {
  type SessionMediaOptions,
  localAudioTrack,
  queueDtmf,
  remoteAudioTrack,
  replaceLocalAudio,
  sampleStats,
} from "./session-media";
import { TypedEmitter } from "./typed-emitter";

export type SessionDirection = "incoming" | "outgoing";
export type HoldOriginator = "local" | "remote";

export type { RemoteIdentity };
export type IncomingRefer = Refer<SipSession>;
export type IncomingReplaces = Replaces<SipSession>;

export interface SipSessionEvents {
  progress: null;
  accepted: null;
  failed: EndInfo;
  ended: EndInfo;
  hold: HoldOriginator;
  unhold: HoldOriginator;
  remoteTrack: MediaStreamTrack;
  refer: IncomingRefer;
  replaces: IncomingReplaces;
}

// RFC 4733 telephone-events carried in RTP, which gateways and PBXs expect (spec 1 §9: 100 ms / 400 ms).
const DTMF_TONE_MS = 100;
const DTMF_GAP_MS = 400;
// JsSIP waits for ICE gathering to complete; with an unreachable STUN server that can take seconds.
const ICE_GATHERING_CAP_MS = 1_000;
// RFC 3261 §21.6.2 603 Decline: the user declined; 486 Busy Here: this device is busy.
const DECLINE = { status_code: 603, reason_phrase: "Decline" } as const;
const BUSY_HERE = { status_code: 486, reason_phrase: "Busy Here" } as const;

export interface SipSessionOptions {
  /**
   * For an incoming session the proxy offers after a pickup: the number whose ringing call it is
   * (the X-Mobex-Pickup header, see contracts/pickup.ts).
   */
  readonly pickupOf?: string | null;
  /** Completes the configuration of a peer connection this session makes (answer); also for the sessions it brings. */
  readonly peerConfiguration?: PeerConfiguration;
  /** SipSession.inviteLeaving. */
  readonly inviteLeaving?: Promise<boolean> | null;
}

const asGiven: PeerConfiguration = (base) => base;

// Sessions already wrapped, so that the engine does not announce a transfer's session twice.
const wrapped = new WeakSet<RTCSession>();

export function isWrapped(rtc: RTCSession): boolean {
  return wrapped.has(rtc);
}

/**
 * One SIP call leg, wrapping JsSIP's RTCSession: typed events, the commands a call needs, and
 * `dispose()` that removes every listener and timer. Create only through SipEngine.
 */
export class SipSession {
  readonly events = new TypedEmitter<SipSessionEvents>();
  readonly #rtc: RTCSession;
  readonly #cleanups: (() => void)[] = [];
  readonly #pendingRefers = new Set<(error: Error) => void>();
  #iceTimer: ReturnType<typeof setTimeout> | undefined;
  #microphone: LateMicrophone | null = null;
  #microphoneRefused = false;
  readonly #peerConfiguration: PeerConfiguration;
  /** SipSessionOptions.pickupOf; null for every other session. */
  readonly pickupOf: string | null;
  /**
   * An outgoing call whose INVITE leaves without waiting for the user (SipEngine.call with the
   * microphone already allowed): true once it has left, false when the call ended first. What the
   * page's other work may wait for (issue 8 §4: click → callee rings). Null for every other session.
   */
  readonly inviteLeaving: Promise<boolean> | null;

  constructor(
    rtc: RTCSession,
    { pickupOf = null, peerConfiguration = asGiven, inviteLeaving = null }: SipSessionOptions = {},
  ) {
    this.#rtc = rtc;
    this.pickupOf = pickupOf;
    this.#peerConfiguration = peerConfiguration;
    this.inviteLeaving = inviteLeaving;
    wrapped.add(rtc);
    this.#listen("progress", () => this.events.emit("progress", null));
    this.#listen("accepted", () => this.events.emit("accepted", null));
    this.#listen("failed", (event: EndEvent) => this.#finish("failed", event));
    this.#listen("ended", (event: EndEvent) => this.#finish("ended", event));
    this.#listen("hold", (event: HoldEvent) => this.events.emit("hold", event.originator as HoldOriginator));
    this.#listen("unhold", (event: HoldEvent) =>
      this.events.emit("unhold", event.originator as HoldOriginator),
    );
    this.#listen("icecandidate", (event: IceCandidateEvent) => this.#capIceGathering(event));
    this.#listen("peerconnection", (event: PeerConnectionEvent) => this.#watchTracks(event.peerconnection));
    this.#listen("refer", (event: ReferEvent) => this.#receiveRefer(event));
    this.#listen("replaces", (event: ReferEvent) => this.#receiveReplaces(event));
    // An outgoing session's peer connection exists before we could listen for it.
    if (this.peerConnection !== null) this.#watchTracks(this.peerConnection);
  }

  get id(): string {
    return this.#rtc.id;
  }

  get direction(): SessionDirection {
    return String(this.#rtc.direction) === "incoming" ? "incoming" : "outgoing";
  }

  get remoteIdentity(): RemoteIdentity {
    return identityOf(this.#rtc.remote_identity);
  }

  /** The far end's URI as this dialog knows it: what a transfer refers to. */
  get remoteUri(): string {
    return this.#rtc.remote_identity.uri.toString();
  }

  get peerConnection(): RTCPeerConnection | null {
    // JsSIP types `connection` as always there; it is undefined until the session creates it.
    const connection: RTCPeerConnection | undefined = this.#rtc.connection;
    return connection ?? null;
  }

  get isEnded(): boolean {
    return this.#rtc.isEnded();
  }

  /**
   * SipEngine.call: the microphone opening after the INVITE; it joins `sender`, or, refused, ends
   * the call as JsSIP does for a refused microphone.
   */
  receiveMicrophone(opening: Promise<MediaStream>, sender: RTCRtpSender): void {
    this.#microphone = new LateMicrophone(opening, sender, {
      silenced: () => this.#rtc.isMuted().audio === true || this.#rtc.isOnHold().local,
      refused: () => {
        this.#microphoneRefused = true;
        if (!this.#rtc.isEnded()) this.#rtc.terminate();
      },
    });
  }

  answer(media: SessionMediaOptions): void {
    this.#rtc.answer({
      mediaConstraints: media.mediaConstraints,
      pcConfig: this.#peerConfiguration(media.pcConfig),
    });
  }

  /** Cancels, declines with 603 or hangs up, whichever the session's state calls for. */
  terminate(): void {
    if (this.#rtc.isEnded()) return;
    const unanswered = this.direction === "incoming" && !this.#rtc.isEstablished();
    this.#rtc.terminate(unanswered ? DECLINE : undefined);
  }

  /** spec 1 §4: an incoming call ignored while busy (call waiting off) answers 486 from this device. */
  rejectBusy(): void {
    if (!this.#rtc.isEnded()) this.#rtc.terminate(BUSY_HERE);
  }

  /** Re-INVITEs with a=sendonly (RFC 3264 §8.4); false when another offer is still in progress. */
  hold(): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.#rtc.hold({}, () => resolve(true))) resolve(false);
    });
  }

  unhold(): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.#rtc.unhold({}, () => resolve(true))) resolve(false);
    });
  }

  get isOnHold(): boolean {
    return this.#rtc.isOnHold().local;
  }

  setMuted(muted: boolean): void {
    if (muted) this.#rtc.mute({ audio: true });
    else this.#rtc.unmute({ audio: true });
  }

  /** Queues tones behind those still playing; SIP INFO when the call has no RTP DTMF sender. */
  sendDtmf(tones: string): void {
    if (queueDtmf(this.peerConnection, tones, DTMF_TONE_MS, DTMF_GAP_MS)) return;
    this.#rtc.sendDTMF(tones, { duration: DTMF_TONE_MS, interToneGap: DTMF_GAP_MS });
  }

  /** Blind transfer (`replaces` null) or attended transfer onto the dialog of `replaces` (RFC 3891). */
  refer(target: string, replaces: SipSession | null): Promise<ReferOutcome> {
    const outcome = sendRefer(this.#rtc, target, replaces === null ? null : replaces.#rtc);
    return new Promise((resolve, reject) => {
      this.#pendingRefers.add(reject);
      outcome.then(resolve, reject).finally(() => this.#pendingRefers.delete(reject));
    });
  }

  localAudioTrack(): MediaStreamTrack | null {
    return localAudioTrack(this.peerConnection);
  }

  remoteAudioTrack(): MediaStreamTrack | null {
    return remoteAudioTrack(this.peerConnection);
  }

  replaceLocalAudio(track: MediaStreamTrack): Promise<void> {
    return replaceLocalAudio(this.peerConnection, track);
  }

  stats(): Promise<CallStats | null> {
    return sampleStats(this.peerConnection);
  }

  dispose(): void {
    clearTimeout(this.#iceTimer);
    this.#microphone?.stop();
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    for (const reject of this.#pendingRefers) reject(new Error("The call ended"));
    this.#pendingRefers.clear();
    this.events.removeAllListeners();
    this.terminate();
  }

  // JsSIP's own map types each listener; the wrapper's handlers name their event types themselves.
  #listen<E>(type: string, listener: (event: E) => void): void {
    const untyped = listener as (...args: unknown[]) => void;
    this.#rtc.on(type as "progress", untyped);
    this.#cleanups.push(() => this.#rtc.off(type, untyped));
  }

  #finish(type: "failed" | "ended", event: EndEvent): void {
    clearTimeout(this.#iceTimer);
    this.#microphone?.stop();
    // Our CANCEL for a microphone refused after the INVITE left reads as JsSIP's own refusal.
    const info = this.#microphoneRefused
      ? endInfoOf("local", endCauses.userDeniedMediaAccess, null)
      : endInfoOf(event.originator, event.cause, event.message);
    this.events.emit(type, info);
  }

  /**
   * JsSIP sends the offer once gathering completes. Without STUN/TURN servers the first UDP host
   * candidate is all a peer will use (TCP candidates come ~100 ms later and browsers prefer UDP);
   * with them, a server-reflexive or relay candidate is; the cap bounds an unreachable server.
   */
  #capIceGathering(event: IceCandidateEvent): void {
    const { type, protocol } = event.candidate;
    const hasIceServers = (this.peerConnection?.getConfiguration().iceServers ?? []).length > 0;
    if (type === "srflx" || type === "relay" || (!hasIceServers && protocol === "udp")) {
      clearTimeout(this.#iceTimer);
      event.ready();
      return;
    }
    this.#iceTimer ??= setTimeout(event.ready, ICE_GATHERING_CAP_MS);
  }

  #watchTracks(pc: RTCPeerConnection): void {
    const handleTrack = (event: RTCTrackEvent) => {
      if (event.track.kind === "audio") this.events.emit("remoteTrack", event.track);
    };
    pc.addEventListener("track", handleTrack);
    this.#cleanups.push(() => pc.removeEventListener("track", handleTrack));
  }

  /** A session a transfer brings makes its peer connection as this one did. */
  #brought(rtc: RTCSession): SipSession {
    return new SipSession(rtc, { peerConfiguration: this.#peerConfiguration });
  }

  #receiveRefer(event: ReferEvent): void {
    const refer = incomingRefer(event, (rtc) => this.#brought(rtc), this.#peerConfiguration);
    if (refer !== null) this.events.emit("refer", refer);
  }

  #receiveReplaces(event: ReferEvent): void {
    this.events.emit(
      "replaces",
      incomingReplaces(event, (rtc) => this.#brought(rtc)),
    );
  }
}
