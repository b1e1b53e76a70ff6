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
  const cleaned = value.trim().replace(SEPARATORS, "").replace(INTERNATIONAL_ACCESS, "+");
  if (!/\d/.test(cleaned)) return "";
  if (cleaned.startsWith("+") || cleaned.startsWith("0")) {
    const parsed = parsePhoneNumberFromString(cleaned, NATIONAL_REGION);
    if (parsed?.isPossible()) return parsed.number;
  }
  return cleaned;
}

/**
 * The last digits every way of writing a number shares (a national number drops the country code,
 * not its tail): a cheap database-side filter before `numberKey` decides.
 */
export function numberTail(value: string, length = 7): string {
  const digits = value.replace(/\D/g, "");
  return digits.slice(-length);
}
