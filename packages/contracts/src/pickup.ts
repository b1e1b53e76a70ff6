/**
 * Directed call pickup (issue 4: the board's "P" button and a ringing tile's menu). The picker's
 * phone sends an INVITE to `**<number>` (an extension or a phone of the picker's tenant); the
 * proxy cancels the call's ringing branches (Reason: "Call completed elsewhere", so the colleague
 * logs no missed call) and offers the caller's INVITE to the device that asked, marked with
 * {@link PICKUP_HEADER} and `Call-Info: …;answer-after=0`.
 *
 * The pickup INVITE itself never becomes a call: once the picked call is offered and answered it
 * ends with 487 and `Reason: SIP;cause=200;text="Call picked up"` (packages/sip-proxy
 * proxy/pickup.ts); with nothing ringing there it ends with 404.
 */
export const PICKUP_PREFIX = "**";

/** On the picked call's INVITE to the picker: the number the picker dialled after the prefix. */
export const PICKUP_HEADER = "X-Mobex-Pickup";

/** spec 1 §8 style texts of the pickup. */
export const pickupTexts = {
  nothingToPickUp: "No call to pick up",
} as const;

/** What the phone dials to pick up the call ringing at `number`. */
export function pickupTarget(number: string): string {
  return `${PICKUP_PREFIX}${number.trim()}`;
}

/** The number a dialled pickup code names, or null when `dialled` is no pickup code. */
export function pickedUpNumber(dialled: string): string | null {
  if (!dialled.startsWith(PICKUP_PREFIX)) return null;
  const number = dialled.slice(PICKUP_PREFIX.length);
  return /^\d+$/.test(number) ? number : null;
}
