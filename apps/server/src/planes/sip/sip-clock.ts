import { systemClock as sipSystemClock, type Clock as SipClock } from "@mobex/sip-proxy/clock/clock";
import type { Clock } from "../../clock";

/**
 * The proxy's clock: the app's "now" (so that credential expiry, nonces and call times agree with
 * the rest of the server, and tests move them with the manual clock), the system's timers for the
 * RFC 3261 timers and keep-alives.
 */
export function sipClockOf(clock: Clock): SipClock {
  return {
    now: () => clock.now(),
    setTimeout: (callback, delayMs) => sipSystemClock.setTimeout(callback, delayMs),
  };
}
