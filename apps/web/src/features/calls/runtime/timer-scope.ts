/** Timers owned by one object, all cleared when it is disposed (STYLE.md: no timer left running). */
export class TimerScope {
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();

  after(delayMs: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, delayMs);
    this.#timers.add(timer);
  }

  dispose(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}
