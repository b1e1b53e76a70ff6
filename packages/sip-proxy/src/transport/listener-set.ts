/** A typed list of listeners where one listener's exception cannot stop the others. */
export class ListenerSet<Args extends unknown[]> {
  private listeners = new Set<(...args: Args) => void>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  add(listener: (...args: Args) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(...args: Args): void {
    // A listener may add or remove listeners: the loop runs over the ones there were. Most sets
    // hold one, which needs no copy.
    const size = this.listeners.size;
    if (size === 0) return;
    if (size === 1) {
      for (const listener of this.listeners) {
        this.call(listener, args);
        return;
      }
    }
    for (const listener of [...this.listeners]) this.call(listener, args);
  }

  private call(listener: (...args: Args) => void, args: Args): void {
    try {
      listener(...args);
    } catch (error) {
      this.onError(error);
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
