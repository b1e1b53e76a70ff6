import { createResponse } from "../message/create-response";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { ProxyAddress } from "./proxy-address";

export const ALLOWED_METHODS = "INVITE, ACK, CANCEL, BYE, OPTIONS, REGISTER, MESSAGE, INFO, UPDATE, REFER, NOTIFY, SUBSCRIBE, PRACK";

/** An OPTIONS whose Request-URI names the proxy itself (no user part, our host, no Route left). */
export function isOptionsToSelf(request: SipRequest, address: ProxyAddress): boolean {
  return request.method === "OPTIONS" && address.isOwnUri(request.uri) && request.headers.getAll("Route").every((route) => isOwnRoute(route, address));
}

function isOwnRoute(route: string, address: ProxyAddress): boolean {
  const match = /<([^>]*)>/.exec(route);
  const host = /^sips?:(?:[^@]*@)?([^;:>?]+)/i.exec(match?.[1] ?? route.trim())?.[1];
  return host !== undefined && address.isOwnHost(host);
}

/** RFC 3261 §11.2: what we support, so a client can probe (or keep its flow alive). */
export function answerOptions(request: SipRequest): SipResponse {
  return createResponse(request, 200, {
    headers: [
      ["Allow", ALLOWED_METHODS],
      ["Accept", "application/sdp"],
      ["Supported", "outbound"],
    ],
  });
}
