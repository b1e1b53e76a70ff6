/** A typed list of listeners where one listener's exception cannot stop the others. */
export class ListenerSet<Args extends unknown[]> {
  /**
   * Nearly every set holds one listener (a transaction's layer, a connection's proxy): that one is
   * kept in a field, and a Set is only made for a second, instead of one Set per list per
   * transaction of every call.
   */
  private single: Listener<Args> | undefined;
  private many: Set<Listener<Args>> | undefined;

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  add(listener: Listener<Args>): () => void {
    if (this.many) this.many.add(listener);
    else if (this.single === undefined || this.single === listener) this.single = listener;
    else {
      this.many = new Set([this.single, listener]);
      this.single = undefined;
    }
    return () => this.remove(listener);
  }

  emit(...args: Args): void {
    const { single, many } = this;
    if (single) this.call(single, args);
    // A listener may add or remove listeners: the loop runs over the ones there were.
    else if (many && many.size > 0) for (const listener of [...many]) this.call(listener, args);
  }

  clear(): void {
    this.single = undefined;
    this.many = undefined;
  }

  private remove(listener: Listener<Args>): void {
    if (this.many) this.many.delete(listener);
    else if (this.single === listener) this.single = undefined;
  }

  private call(listener: Listener<Args>, args: Args): void {
    try {
      listener(...args);
    } catch (error) {
      this.onError(error);
    }
  }
}

type Listener<Args extends unknown[]> = (...args: Args) => void;
