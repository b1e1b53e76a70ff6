import type { RTCSession } from "jssip/lib/RTCSession";

/**
 * Settles once an outgoing session's INVITE has left: true when JsSIP sends it (its offer complete),
 * false when the session fails or ends before it could. Its listeners go with it.
 */
export function inviteDeparture(rtc: RTCSession): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (sent: boolean) => () => {
      rtc.off("sending", onSent);
      rtc.off("failed", onEnd);
      rtc.off("ended", onEnd);
      resolve(sent);
    };
    const onSent = settle(true);
    const onEnd = settle(false);
    rtc.on("sending", onSent);
    rtc.on("failed", onEnd);
    rtc.on("ended", onEnd);
  });
}
