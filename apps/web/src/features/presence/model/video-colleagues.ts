import type { BlfEntry } from "@mobex/contracts/blf";
import { dialTarget } from "../../../shared/phone-number/dial-target";
import { videoAction } from "./tile-actions";

/**
 * The full phone number a shown number dials (a colleague's extension is extended with the tenant's
 * prefix, spec 1 §5), or null for what is no plain phone number (an address, a + number).
 */
export function fullNumberOf(number: string, ownNumber: string): string | null {
  const target = dialTarget(number, ownNumber);
  return target.kind === "dial" && /^\d+$/.test(target.dial) ? target.dial : null;
}

/**
 * Whether the board shows the colleague with this full number online with video (spec 1 §4), by the
 * rule of a tile's video call (videoAction), video being enabled where this is asked.
 */
export function isOnlineWithVideo(entries: readonly BlfEntry[], fullNumber: string): boolean {
  return entries.some((entry) => entry.blf_number === fullNumber && videoAction(entry, true) !== null);
}
