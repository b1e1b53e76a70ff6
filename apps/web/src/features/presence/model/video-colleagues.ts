import type { BlfEntry } from "@mobex/contracts/blf";
import { dialTarget } from "../../../shared/phone-number/dial-target";
import { chatAction, videoAction } from "./tile-actions";

/**
 * The full phone number a shown number dials (a colleague's extension is extended with the tenant's
 * prefix, spec 1 §5), or null for what is no plain phone number (an address, a + number).
 */
export function fullNumberOf(number: string, ownNumber: string): string | null {
  const target = dialTarget(number, ownNumber);
  return target.kind === "dial" && /^\d+$/.test(target.dial) ? target.dial : null;
}

type ColleagueRule = (entry: BlfEntry) => boolean;

const numbersByRule = new WeakMap<ColleagueRule, WeakMap<readonly BlfEntry[], ReadonlySet<string>>>();

/** The full numbers of the board's entries that `offered` holds for, worked out once per board answer and rule. */
function colleagueNumbers(entries: readonly BlfEntry[], offered: ColleagueRule): ReadonlySet<string> {
  let byEntries = numbersByRule.get(offered);
  if (byEntries === undefined) {
    byEntries = new WeakMap();
    numbersByRule.set(offered, byEntries);
  }
  let numbers = byEntries.get(entries);
  if (numbers === undefined) {
    numbers = new Set(entries.filter(offered).map((entry) => entry.blf_number));
    byEntries.set(entries, numbers);
  }
  return numbers;
}

const offersVideo: ColleagueRule = (entry) => videoAction(entry, true) !== null;
const offersChat: ColleagueRule = (entry) => chatAction(entry, true) !== null;

/**
 * The full numbers of the colleagues the board shows online with video (spec 1 §4), by the rule of
 * a tile's video call (videoAction), video being enabled where this is asked. Worked out once per
 * board answer, however many contact numbers and history rows ask.
 */
export function videoColleagueNumbers(entries: readonly BlfEntry[]): ReadonlySet<string> {
  return colleagueNumbers(entries, offersVideo);
}

/**
 * The full numbers of the colleagues one can chat with (spec 2 §2, §6), by the rule of a tile's
 * chat action (chatAction), chat being enabled where this is asked.
 */
export function chatColleagueNumbers(entries: readonly BlfEntry[]): ReadonlySet<string> {
  return colleagueNumbers(entries, offersChat);
}
