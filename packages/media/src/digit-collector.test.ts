import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DigitBuffer } from "./digit-buffer";
import { collectDigits } from "./digit-collector";

const never = () => () => undefined;

describe("collectDigits", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes digits typed ahead first, and leaves the rest for the next collection", async () => {
    const digits = new DigitBuffer();
    for (const digit of "1234") digits.push(digit);
    await expect(collectDigits(digits, { max: 3, timeoutMs: 1000 }, never)).resolves.toBe("123");
    await expect(collectDigits(digits, { max: 1, timeoutMs: 1000 }, never)).resolves.toBe("4");
  });

  it("waits timeoutMs for each digit, not for all of them", async () => {
    const digits = new DigitBuffer();
    const collecting = collectDigits(digits, { max: 5, timeoutMs: 1000 }, never);
    vi.advanceTimersByTime(900);
    digits.push("8");
    vi.advanceTimersByTime(900);
    digits.push("9");
    vi.advanceTimersByTime(1000);
    await expect(collecting).resolves.toBe("89");
  });

  it("stops at a terminator, which it uses up without returning it", async () => {
    const digits = new DigitBuffer();
    const collecting = collectDigits(digits, { max: 5, timeoutMs: 1000, terminators: "#*" }, never);
    for (const digit of "56#7") digits.push(digit);
    await expect(collecting).resolves.toBe("56");
    expect(digits.shift()).toBe("7");
    expect(digits.shift()).toBeUndefined();
  });

  it("returns what it has when the session ends", async () => {
    const digits = new DigitBuffer();
    let end = () => {};
    const collecting = collectDigits(digits, { max: 5, timeoutMs: 60_000 }, (listener) => {
      end = listener;
      return () => undefined;
    });
    digits.push("3");
    end();
    await expect(collecting).resolves.toBe("3");
  });
});
