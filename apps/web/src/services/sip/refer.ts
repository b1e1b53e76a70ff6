import type { RTCSession } from "jssip/lib/RTCSession";

/** How far a transfer got when its promise settled. */
export type ReferOutcome = "requestAccepted" | "transferAccepted";

/**
 * Sends a REFER (RFC 3515) and settles when the transfer has gone far enough for the transferor to
 * hang up: a blind transfer once the REFER is accepted (202), an attended one once the transferee
 * reports the replacing call answered (NOTIFY with a 2xx sipfrag), per RFC 5589 §6 and §7.
 */
export function sendRefer(
  rtc: RTCSession,
  target: string,
  replaces: RTCSession | null,
): Promise<ReferOutcome> {
  return new Promise((resolve, reject) => {
    const fail = (what: string) => () => reject(new Error(`Transfer failed: ${what}`));
    const eventHandlers = {
      requestSucceeded: () => {
        if (replaces === null) resolve("requestAccepted");
      },
      requestFailed: fail("the REFER was refused"),
      accepted: () => resolve("transferAccepted"),
      failed: fail("the transfer target did not answer"),
    };
    try {
      const sent = rtc.refer(target, replaces === null ? { eventHandlers } : { eventHandlers, replaces });
      // JsSIP answers false when the dialog cannot carry a REFER yet.
      if ((sent as unknown) === false) reject(new Error("Transfer failed: the call is not established"));
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
