import { STATUS_TEXT_MAX_LENGTH } from "@mobex/contracts/presence";

/** The counter shows from this length on: the user sees the limit coming before anything is cut. */
export const STATUS_TEXT_COUNTER_FROM = STATUS_TEXT_MAX_LENGTH - 6;

/** What the field keeps of an input, and whether it had to leave some of it out. */
export interface FittedStatusText {
  readonly text: string;
  readonly cut: boolean;
}

/**
 * spec 1 §5: "Status message: maximum 20 characters". Counted as the server counts (UTF-16 units);
 * a cut never splits a character made of two units (an emoji), which the server would refuse.
 */
export function fitStatusText(input: string): FittedStatusText {
  if (input.length <= STATUS_TEXT_MAX_LENGTH) return { text: input, cut: false };
  let end = STATUS_TEXT_MAX_LENGTH;
  const last = input.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { text: input.slice(0, end), cut: true };
}

/** Whether the "n/20" counter shows for this text. */
export function showsCounter(text: string, cut: boolean): boolean {
  return cut || text.length >= STATUS_TEXT_COUNTER_FROM;
}
