import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The region a national number (one starting with a single 0) belongs to. The platform's numbering
 * and the phone books it seeds are British; a number written with its country code (+… or 00…) is
 * read the same way whatever this says.
 */
export const NATIONAL_REGION = "GB";

/** spec 1 §5: the characters people write between digits; they never change the number. */
const SEPARATORS = /[\s()[\]{}./-]/g;
const INTERNATIONAL_ACCESS = /^00(?=[1-9])/;

/**
 * The form two numbers are compared in, so that a phone-book entry written "+44 (0)20 7946-0000",
 * "0044 20 7946 0000" or "020 7946 0000" matches a caller presenting "+442079460000":
 *  1. separators (spaces, brackets, dashes, dots, slashes) are removed;
 *  2. a leading 00 is the international access code, i.e. "+";
 *  3. a number with a country code, or a national one (leading 0, read as NATIONAL_REGION), that
 *     libphonenumber finds possible becomes E.164 (the UK's "(0)" after +44 is dropped by it);
 *  4. anything else (extensions, short codes, foreign national numbers) is compared digit for digit.
 * "" for a value without digits.
 */
export function numberKey(value: string): string {
  const cleaned = writtenDigits(value);
  if (!/\d/.test(cleaned)) return "";
  if (!cleaned.startsWith("+") && !cleaned.startsWith("0")) return cleaned;
  let key = parsed.get(cleaned);
  if (key === undefined) {
    // extract: false — the value is a number, not text to find one in (and twice as fast).
    const number = parsePhoneNumberFromString(cleaned, { defaultCountry: NATIONAL_REGION, extract: false });
    key = number?.isPossible() ? number.number : cleaned;
    if (parsed.size >= PARSED_CACHE_SIZE) parsed.clear();
    parsed.set(cleaned, key);
  }
  return key;
}

/**
 * Steps 1 and 2 of `numberKey` only: the same number written with other separators gives the same
 * result, without libphonenumber's cost (about 50 µs a number).
 */
export function writtenDigits(value: string): string {
  return value.trim().replace(SEPARATORS, "").replace(INTERNATIONAL_ACCESS, "+");
}

// Parsing dominates every phone-book lookup; boards and caller names ask for the same numbers again.
const PARSED_CACHE_SIZE = 50_000;
const parsed = new Map<string, string>();

/**
 * The last digits every way of writing a number shares (a national number drops the country code,
 * not its tail): a cheap database-side filter before `numberKey` decides.
 */
export function numberTail(value: string, length = 7): string {
  const digits = value.replace(/\D/g, "");
  return digits.slice(-length);
}
