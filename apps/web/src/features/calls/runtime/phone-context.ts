import type { SessionMediaOptions } from "../../../services/sip/session-media";
import type { SipEngine } from "../../../services/sip/sip-engine";
import type { CallRegistry } from "./call-registry";
import type { ConferenceControl } from "./conference-control";
import type { Pickups } from "./pickups";
import type { TimerScope } from "./timer-scope";

/** What the phone's action modules share: the engine, the calls' sessions and the user's line. */
export interface PhoneContext {
  readonly engine: SipEngine;
  readonly registry: CallRegistry;
  readonly conference: ConferenceControl;
  readonly pickups: Pickups;
  readonly timers: TimerScope;
  /** The user's own phone number, for the 4-digit rule of spec 1 §5. */
  readonly ownNumber: string;
  /** Microphone constraints and ICE servers as the settings and configuration are now. */
  media(): SessionMediaOptions;
}
