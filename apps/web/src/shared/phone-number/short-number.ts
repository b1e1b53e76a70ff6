// ARCHITECTURE.md, Identity: a phone is the tenant's 5-digit prefix followed by a 4-digit extension.
const TENANT_PREFIX_LENGTH = 5;
const TENANT_PHONE = /^\d{9}$/;

/**
 * How the screens show a number: a phone of the user's own tenant as its 4-digit extension, the
 * reverse of spec 1 §5's "a 4-digit number is extended with the first 5 characters of the user's
 * own number" — so that a colleague reads the same on both ends of a call (issue 9), and what is
 * shown dials the same line. Every other number is shown as it is.
 */
export function shortNumber(number: string, ownNumber: string): string {
  const prefix = ownNumber.slice(0, TENANT_PREFIX_LENGTH);
  if (prefix.length < TENANT_PREFIX_LENGTH || !TENANT_PHONE.test(number) || !number.startsWith(prefix)) {
    return number;
  }
  return number.slice(TENANT_PREFIX_LENGTH);
}
