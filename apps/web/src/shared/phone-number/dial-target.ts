import { internationalParser } from "./international-numbers";
import { shortNumber } from "./short-number";

/** What the dial field turns into (spec 1 §5 "Dialled numbers"). */
export type DialTarget =
  | { readonly kind: "empty" }
  /** A `+` number libphonenumber cannot read: nothing is dialled. */
  | { readonly kind: "unparsable"; readonly input: string }
  /** A `+` number while libphonenumber has not arrived (loadInternationalNumbers). */
  | { readonly kind: "needsInternationalRules"; readonly input: string }
  /** `dial` goes to the user agent; `display` is what the call screens show. */
  | { readonly kind: "dial"; readonly dial: string; readonly display: string };

// spec 1 §9: "Short numbers have 4 digits"; ARCHITECTURE.md: a tenant prefix is 5 characters.
const SHORT_NUMBER = /^\d{4}$/;
const TENANT_PREFIX_LENGTH = 5;
const URI_SCHEME = /^(sips?|tel):/i;
const SEPARATORS = /[\s()[\]{}.-]/g;
const WHITESPACE = /\s/g;

/** A SIP/tel URI or `user@host` keeps its punctuation: dots and dashes belong to host names there. */
function isAddress(value: string): boolean {
  return URI_SCHEME.test(value) || value.includes("@");
}

/**
 * spec 1 §5: spaces, brackets, dashes and dots are removed unless the value starts with sip, sips or
 * tel or contains an @; a 4-digit number is extended with the first 5 characters of the user's own
 * number; whitespace is removed; a number starting with + is put in international format, and when
 * it cannot be parsed nothing is dialled.
 */
export function dialTarget(input: string, ownNumber: string): DialTarget {
  const trimmed = input.trim();
  if (trimmed === "") return { kind: "empty" };
  if (isAddress(trimmed)) {
    const address = trimmed.replace(WHITESPACE, "");
    // JsSIP dials SIP URIs; a tel: URI's number is dialled in our own domain.
    const dial = /^tel:/i.test(address) ? address.slice(4).replace(SEPARATORS, "") : address;
    return { kind: "dial", dial, display: address };
  }
  const cleaned = trimmed.replace(SEPARATORS, "");
  if (SHORT_NUMBER.test(cleaned)) {
    const full = ownNumber.slice(0, TENANT_PREFIX_LENGTH) + cleaned;
    return { kind: "dial", dial: full, display: cleaned };
  }
  if (cleaned.startsWith("+")) {
    const parse = internationalParser();
    if (parse === null) return { kind: "needsInternationalRules", input: trimmed };
    const parsed = parse(cleaned);
    if (parsed === undefined || !parsed.isPossible()) return { kind: "unparsable", input: trimmed };
    return { kind: "dial", dial: parsed.number, display: parsed.formatInternational() };
  }
  return { kind: "dial", dial: cleaned, display: shortNumber(cleaned, ownNumber) };
}
