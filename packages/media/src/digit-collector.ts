// collectDigits: typed-ahead digits first, then new ones, until `max`, a terminator (used up, not
// returned), `timeoutMs` without a digit, or the session's end.
import type { DigitBuffer } from "./digit-buffer";
import type { CollectDigitsOptions } from "./media-types";

export function collectDigits(
  digits: DigitBuffer,
  options: CollectDigitsOptions,
  onEnd: (listener: () => void) => () => void,
): Promise<string> {
  const terminators = options.terminators ?? "";
  return new Promise((resolve) => {
    let collected = "";
    let timer: NodeJS.Timeout | undefined;
    let stopTaking = () => {};
    let stopWaitingForEnd = () => {};
    let done = false;
    const finish = () => {
      done = true;
      clearTimeout(timer);
      stopTaking();
      stopWaitingForEnd();
      resolve(collected);
    };
    const take = (digit: string): boolean => {
      if (terminators.includes(digit)) finish();
      else collected += digit;
      if (!done && collected.length >= options.max) finish();
      if (!done) {
        clearTimeout(timer);
        timer = setTimeout(finish, options.timeoutMs);
      }
      return true;
    };
    if (options.max <= 0) return finish();
    for (let digit = digits.shift(); digit !== undefined; digit = done ? undefined : digits.shift())
      take(digit);
    if (done) return;
    timer ??= setTimeout(finish, options.timeoutMs);
    stopTaking = digits.addTaker(take);
    stopWaitingForEnd = onEnd(finish);
  });
}
