import type { parsePhoneNumberFromString } from "libphonenumber-js/min";

type ParseInternational = typeof parsePhoneNumberFromString;

// libphonenumber's rules and metadata weigh 25 KB on the wire, a third of what the phone runtime
// otherwise brings to home (issue 9, budgets). Only a number starting with + needs them (spec 1
// §5), so they are fetched when the dial field first holds one, or a + number is dialled.
let parse: ParseInternational | null = null;
let loading: Promise<void> | null = null;

/** Fetches the international number rules, once; resolves when they are there. */
export function loadInternationalNumbers(): Promise<void> {
  return (loading ??= import("libphonenumber-js/min").then(
    (module) => {
      parse = module.parsePhoneNumberFromString;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** The international number parser, or null while its rules have not arrived. */
export function internationalParser(): ParseInternational | null {
  return parse;
}

/** Whether `input` is a + number (spec 1 §5), which the international rules read. */
export function isInternationalInput(input: string): boolean {
  return input.trim().startsWith("+");
}

/**
 * Runs `action` now when it needs no international rules or they are there; otherwise once they
 * arrive (`waiting` is then the answer), or `failed` if they cannot be fetched.
 */
export function withInternationalNumbers<T>(
  input: string,
  action: () => T,
  { waiting, failed }: { readonly waiting: T; readonly failed: () => void },
): T {
  if (parse !== null || !isInternationalInput(input)) return action();
  loadInternationalNumbers().then(action, failed);
  return waiting;
}
