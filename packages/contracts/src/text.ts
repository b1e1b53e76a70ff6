import { z } from "zod";

/**
 * What a text input may hold. Control characters (C0 except tab, LF and CR; DEL; C1) have no
 * business in a name, a status or a phone-book entry, and PostgreSQL refuses NUL in text outright.
 * Tab, LF and CR are left to each field: a pasted CSV value may break lines, a name may not.
 */
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Invisible formatting: bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and
 * zero-width characters (U+200B–200D, U+2060, U+FEFF). In a text shown to colleagues they make it
 * read as something else ("Trojan Source", CVE-2021-42574; Unicode UTS #39 §3.5).
 */
const INVISIBLE_FORMATTING = /[\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters";

/** The first control character in `value` as "U+0000", or null; tab, LF and CR pass unless `singleLine`. */
export function controlCharacterIn(value: string, singleLine = false): string | null {
  const found = (singleLine ? CONTROL_OR_LINE_BREAK : CONTROL_CHARACTER).exec(value)?.[0];
  return found === undefined ? null : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `value` without bidi controls and zero-width characters. */
export function withoutInvisibleFormatting(value: string): string {
  return value.replace(INVISIBLE_FORMATTING, "");
}

/**
 * A one-line text shown to colleagues (a status, a user's or tenant's name): control characters
 * and line breaks are refused naming the field, invisible formatting is removed, then it is trimmed.
 */
export function shownText(field: string) {
  return z
    .string()
    .refine((value) => controlCharacterIn(value, true) === null, `${field} ${CONTROL_CHARACTER_MESSAGE}`)
    .transform((value) => withoutInvisibleFormatting(value).trim());
}
