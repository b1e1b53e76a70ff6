import type { SessionMediaOptions } from "../../../services/sip/session-media";
import type { SipEngine } from "../../../services/sip/sip-engine";
import type { CallRegistry } from "./call-registry";
import type { TimerScope } from "./timer-scope";

/**
 * What every action module needs: the engine, the calls' sessions, timers and the user's line. The
 * conference and pickup controls take only this, so they do not depend on the context that holds them.
 */
export interface PhoneCore {
  readonly engine: SipEngine;
  readonly registry: CallRegistry;
  readonly timers: TimerScope;
  /** The user's own phone number, for the 4-digit rule of spec 1 §5. */
  readonly ownNumber: string;
  /** Microphone constraints and ICE servers as the settings and configuration are now. */
  media(): SessionMediaOptions;
}
