/** How many sessions each key (a caller) holds, up to a cap. */
export class SessionCounts {
  private readonly held = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A session for `key`, or null at the cap; the function returned gives it back (once). */
  take(key: string): (() => void) | null {
    const count = this.held.get(key) ?? 0;
    if (count >= this.max) return null;
    this.held.set(key, count + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }

  /** Keys holding a session now (for tests and metrics). */
  get size(): number {
    return this.held.size;
  }
}
