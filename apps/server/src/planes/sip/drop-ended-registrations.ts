import type { SipProxy } from "@mobex/sip-proxy/sip-proxy";
import { deviceOfUsername } from "../../domain/auth/ephemeral-credentials";
import type { SessionEndListener } from "../../domain/auth/session-ends";

/**
 * Ended device sessions lose their SIP registrations on this node at once: a binding belongs to
 * the device whose session id its REGISTER's ephemeral username carries (`<expiry>:<phone>:<sid>`);
 * a user who lost every device (unlicensed, removed) loses every binding.
 */
export function dropEndedRegistrations(sip: Pick<SipProxy, "dropBindings">): SessionEndListener {
  return ({ phone, sessionIds, everyDevice }) => {
    const ended = new Set(sessionIds);
    sip.dropBindings(phone, (binding) => {
      if (everyDevice) return true;
      const device = deviceOfUsername(binding.username);
      return device !== undefined && ended.has(device);
    });
  };
}
