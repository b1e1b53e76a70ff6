/** A typed list of listeners where one listener's exception cannot stop the others. */
export class ListenerSet<Args extends unknown[]> {
  private listeners = new Set<(...args: Args) => void>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  add(listener: (...args: Args) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(...args: Args): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(...args);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
