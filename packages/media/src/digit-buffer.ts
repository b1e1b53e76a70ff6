// The digits a caller typed, whether by RFC 4733 events or SIP INFO. A digit goes to the first
// active taker that wants it (a collectDigits, a record's end digit); otherwise it waits here for the
// next collectDigits, so a caller can type ahead of a prompt.

const MAX_PENDING = 32;

/** Returns true when it used the digit up. */
export type DigitTaker = (digit: string) => boolean;

export class DigitBuffer {
  private readonly pending: string[] = [];
  private readonly listeners = new Set<(digit: string) => void>();
  private readonly takers = new Set<DigitTaker>();

  push(digit: string): void {
    for (const listener of [...this.listeners]) listener(digit);
    for (const taker of [...this.takers]) if (taker(digit)) return;
    this.pending.push(digit);
    if (this.pending.length > MAX_PENDING) this.pending.shift();
  }

  /** Hears every digit (taken or not) until the returned function is called. */
  listen(listener: (digit: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  addTaker(taker: DigitTaker): () => void {
    this.takers.add(taker);
    return () => this.takers.delete(taker);
  }

  /** The oldest digit not yet taken, removed from the buffer. */
  shift(): string | undefined {
    return this.pending.shift();
  }

  get first(): string | undefined {
    return this.pending[0];
  }
}
