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

const videoNumbersOf = new WeakMap<readonly BlfEntry[], ReadonlySet<string>>();

/**
 * The full numbers of the colleagues the board shows online with video (spec 1 §4), by the rule of
 * a tile's video call (videoAction), video being enabled where this is asked. Worked out once per
 * board answer, however many contact numbers and history rows ask.
 */
export function videoColleagueNumbers(entries: readonly BlfEntry[]): ReadonlySet<string> {
  let numbers = videoNumbersOf.get(entries);
  if (numbers === undefined) {
    numbers = new Set(
      entries.filter((entry) => videoAction(entry, true) !== null).map((entry) => entry.blf_number),
    );
    videoNumbersOf.set(entries, numbers);
  }
  return numbers;
}
