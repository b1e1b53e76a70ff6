import { PICKUP_HEADER } from "@mobex/contracts/pickup";
import { LAST_USED_ONLY_TAG } from "@mobex/contracts/ring-devices";
import { UA, WebSocketInterface } from "jssip";
import type { RTCSession } from "jssip/lib/RTCSession";
import type { IncomingMessageEvent, OutgoingMessageEvent, RTCSessionEvent } from "jssip/lib/UA";
import { inviteDeparture } from "./invite-departure";
import { receiveSipMessage } from "./message-waiting";
import { MicrophonePermission } from "./microphone-permission";
import { PeerConnectionHeadStart } from "./peer-connection-head-start";
import { type RegistrationEvent, type RegistrationState, nextRegistrationState } from "./registration-state";
import type { SessionMediaOptions } from "./session-media";
import { SipSession, type SipSessionOptions, isWrapped } from "./sip-session";
import { TypedEmitter } from "./typed-emitter";

export interface SipEngineConfig {
  /** The SIP-over-WebSocket endpoint (RFC 7118) from the profile. */
  readonly wsUrl: string;
  /** sip:<phone>@<sip_domain> */
  readonly aor: string;
  /** The ephemeral digest credentials of the access token. */
  readonly authorizationUser: string;
  readonly password: string;
  readonly displayName: string;
  /** spec 1 §7: "user agent tagged as web softphone with version". */
  readonly userAgent: string;
  /** RFC 5626 instance id, stable for this browser, so the registrar sees one device per browser. */
  readonly instanceId: string;
}

export interface SipEngineEvents {
  registration: RegistrationState;
  /** An INVITE for us that is not a transfer replacing one of our calls. */
  incoming: SipSession;
}

// spec 1 §4, §9: registration expires after 1200 s; re-register 2 s after each call is placed and
// 1 s after a failed registration while the socket is connected.
export const REGISTER_EXPIRES_S = 1200;
export const REREGISTER_AFTER_CALL_MS = 2_000;
export const RETRY_FAILED_REGISTER_MS = 1_000;
// JsSIP reconnects a lost socket after a random 1..2^attempt s; capped at 5 s (JsSIP's default is
// 30 s) so that the phone is back within seconds of the server (issue 9).
export const RECONNECT_MIN_S = 1;
export const RECONNECT_MAX_S = 5;

/** The part of JsSIP's transport used here; UA's `transport` getter (lib/UA.js) is left out of its typings. */
interface UaTransport {
  isConnected(): boolean;
  connect(): void;
  disconnect(): void;
}

/** The call ended before its INVITE left: its microphone is never opened. */
class CallEndedFirst extends Error {
  constructor() {
    super("The call ended before its INVITE left");
  }
}

const transportOf = (ua: UA): UaTransport => (ua as unknown as { readonly transport: UaTransport }).transport;

/**
 * The one JsSIP user agent of a signed-in session (STYLE.md: one adapter per protocol library,
 * outside React). Reports its link state, announces incoming calls and places outgoing ones.
 */
export class SipEngine {
  readonly events = new TypedEmitter<SipEngineEvents>();
  readonly #ua: UA;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #microphone = new MicrophonePermission();
  readonly #headStart = new PeerConnectionHeadStart();
  #state: RegistrationState = "idle";

  constructor(config: SipEngineConfig) {
    this.#ua = new UA({
      sockets: [new WebSocketInterface(config.wsUrl)],
      uri: config.aor,
      authorization_user: config.authorizationUser,
      password: config.password,
      display_name: config.displayName,
      user_agent: config.userAgent,
      instance_id: config.instanceId,
      register: true,
      register_expires: REGISTER_EXPIRES_S,
      // Session timers would refresh with UPDATE every 90 s; the proxy keeps no session state for them.
      session_timers: false,
      connection_recovery_min_interval: RECONNECT_MIN_S,
      connection_recovery_max_interval: RECONNECT_MAX_S,
    });
    const report = (event: RegistrationEvent) => () => this.#move(event);
    this.#ua.on("connecting", report("connecting"));
    this.#ua.on("connected", report("connected"));
    this.#ua.on("disconnected", report("disconnected"));
    this.#ua.on("registered", report("registered"));
    this.#ua.on("unregistered", report("unregistered"));
    this.#ua.on("registrationFailed", () => {
      this.#move("registrationFailed");
      this.#after(RETRY_FAILED_REGISTER_MS, () => this.#ua.isConnected() && this.#ua.register());
    });
    // Out-of-dialog MESSAGEs: the voicemail service's message-waiting notices (issue 12).
    this.#ua.on("newMessage", (event: IncomingMessageEvent | OutgoingMessageEvent) => {
      if (String(event.originator) === "remote") receiveSipMessage(event);
    });
    this.#ua.on("newRTCSession", (event: RTCSessionEvent) => {
      // Our own calls, and sessions a transfer created, are wrapped by whoever created them.
      if (String(event.originator) !== "remote" || isWrapped(event.session)) return;
      const { request } = event;
      const pickupOf = request.hasHeader(PICKUP_HEADER) ? request.getHeader(PICKUP_HEADER).trim() : "";
      this.events.emit(
        "incoming",
        this.#session(event.session, { pickupOf: pickupOf === "" ? null : pickupOf }),
      );
    });
  }

  get registration(): RegistrationState {
    return this.#state;
  }

  start(): void {
    this.#ua.start();
  }

  /**
   * Places a call to a user part, `user@host` or SIP URI; throws on a target JsSIP cannot parse.
   * With the microphone already allowed, the INVITE does not wait for it (opening it takes tens to
   * hundreds of milliseconds): the offer's audio leaves with no track, and the microphone is opened
   * once the INVITE has left, so that nothing competes with the offer, and joins it then
   * (session.inviteLeaving). Otherwise JsSIP opens it first, so that a refused microphone never
   * makes a colleague's phone ring.
   */
  call(target: string, media: SessionMediaOptions): SipSession {
    const early = this.#microphone.granted;
    const rtc = this.#ua.call(target, {
      mediaConstraints: early ? { audio: false, video: false } : media.mediaConstraints,
      pcConfig: this.#headStart.configure(media.pcConfig),
    });
    this.#after(REREGISTER_AFTER_CALL_MS, () => this.#ua.isConnected() && this.#ua.register());
    if (!early) return this.#session(rtc);
    // Added before JsSIP builds its offer, which it does on the next microtask.
    const { sender } = rtc.connection.addTransceiver("audio", {
      direction: "sendrecv",
      streams: [new MediaStream()],
    });
    const leaving = inviteDeparture(rtc);
    const session = this.#session(rtc, { inviteLeaving: leaving });
    const opening = leaving.then((sent) =>
      sent
        ? navigator.mediaDevices.getUserMedia(media.mediaConstraints)
        : Promise.reject(new CallEndedFirst()),
    );
    session.receiveMicrophone(opening, sender);
    return session;
  }

  /**
   * Asks the proxy for the call ringing at another extension (`target` is a pickup code,
   * contracts/pickup.ts). The INVITE's offer only receives audio, so no microphone is opened for a
   * request that never becomes a call; the call itself arrives as an incoming session.
   */
  pickUp(target: string, media: SessionMediaOptions): SipSession {
    const rtc = this.#ua.call(target, {
      mediaConstraints: { audio: false, video: false },
      rtcOfferConstraints: { offerToReceiveAudio: true },
      pcConfig: this.#headStart.configure(media.pcConfig),
    });
    return this.#session(rtc);
  }

  /**
   * The server is reachable again after an outage. A socket that still looks open may be a dead
   * flow (RFC 5626 §4.4: a flow is only known to work after a keep-alive or a request through it),
   * so a fresh one is opened and registered on now, instead of waiting for JsSIP's back-off.
   */
  reconnect(): void {
    const transport = transportOf(this.#ua);
    if (transport.isConnected()) transport.disconnect();
    transport.connect();
  }

  /**
   * Registers again on the open socket: used instead of `reconnect()` while a call is live, whose
   * dialog is routed through this socket's flow (RFC 5626 §5.3) and would be cut off by a new one.
   */
  refreshRegistration(): void {
    if (this.#ua.isConnected()) this.#ua.register();
  }

  /**
   * spec 1 §3 ringAllDevices: off, this device asks the proxy, in the Contact it registers, that a
   * call ring only the device used last (contracts/ring-devices.ts). A change is registered at once.
   */
  setRingAllDevices(ringAll: boolean): void {
    this.#ua.registrator().setExtraContactParams(ringAll ? {} : { [LAST_USED_ONLY_TAG]: "" });
    if (this.#ua.isRegistered()) this.#ua.register();
  }

  /** The access token was renewed: the next REGISTER or challenge uses the new ephemeral pair. */
  updateCredentials(authorizationUser: string, password: string): void {
    this.#ua.set("authorization_user", authorizationUser);
    this.#ua.set("password", password);
  }

  /** Unregisters, ends every session, closes the socket and forgets every listener and timer. */
  dispose(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#microphone.dispose();
    this.#ua.stop();
    this.#ua.removeAllListeners();
    this.#move("disconnected");
    this.events.removeAllListeners();
  }

  #session(rtc: RTCSession, options: Omit<SipSessionOptions, "peerConfiguration"> = {}): SipSession {
    return new SipSession(rtc, { ...options, peerConfiguration: this.#headStart.configure });
  }

  #move(event: RegistrationEvent): void {
    const next = nextRegistrationState(this.#state, event);
    if (next === this.#state) return;
    this.#state = next;
    this.events.emit("registration", next);
  }

  #after(delayMs: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, delayMs);
    this.#timers.add(timer);
  }
}
