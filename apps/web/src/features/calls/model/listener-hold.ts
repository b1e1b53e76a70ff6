import type { StateCreator, StoreApi, StoreMutatorIdentifier } from "zustand";

type Listener<T> = (state: T, previous: T) => void;
type Mutators = [StoreMutatorIdentifier, unknown][];

/**
 * Lets a store's listeners — React's subscriptions among them — hear of its changes a moment after
 * they happen. While held, getState() is current, so the model's own rules never read a stale
 * state; the listeners wait, and when the last hold ends each hears once, with the state from
 * before its first missed change as `previous`. Made for the few milliseconds in which something
 * more urgent than drawing needs the page's main thread (issue 8 §4: an INVITE leaving).
 */
export class ListenerHold<T> {
  #api: StoreApi<T> | null = null;
  readonly #subscribed = new Set<Listener<T>>();
  /** Each waiting listener with the state it last heard of. */
  readonly #waiting = new Map<Listener<T>, T>();
  /** While a release tells the waiting listeners: those not told yet. */
  #due: Map<Listener<T>, T> | null = null;
  #holds = 0;

  /** The store's middleware (outermost): its `subscribe` hands out listeners that a hold can delay. */
  holdable<S extends T, Mps extends Mutators = [], Mcs extends Mutators = []>(
    initializer: StateCreator<S, Mps, Mcs>,
  ): StateCreator<S, Mps, Mcs> {
    return (set, get, api) => {
      // The middlewares inside may have widened the store's type; its subscribe is the same.
      const store = api as unknown as StoreApi<T>;
      const subscribe = store.subscribe.bind(store);
      this.#api = store;
      store.subscribe = (listener) => {
        const own = listener;
        this.#subscribed.add(own);
        const unsubscribe = subscribe((state, previous) => this.#notify(own, state, previous));
        return () => {
          this.#subscribed.delete(own);
          this.#waiting.delete(own);
          unsubscribe();
        };
      };
      return initializer(set, get, api);
    };
  }

  /** Listeners wait until `until` settles, and never longer than `atMostMs`. */
  holdUntil(until: Promise<unknown>, atMostMs: number): void {
    this.#holds += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      this.#release();
    };
    const timer = setTimeout(release, atMostMs);
    until.then(release, release);
  }

  #notify(listener: Listener<T>, state: T, previous: T): void {
    if (this.#holds === 0) {
      // A change made by a listener during a release: one still due hears of both at once.
      const waitedFrom = this.#due?.get(listener);
      this.#due?.delete(listener);
      listener(state, waitedFrom ?? previous);
      return;
    }
    if (!this.#waiting.has(listener)) this.#waiting.set(listener, previous);
  }

  #release(): void {
    this.#holds -= 1;
    if (this.#holds > 0 || this.#api === null) return;
    const due = new Map(this.#waiting);
    this.#waiting.clear();
    this.#due = due;
    try {
      for (const [listener, previous] of due) {
        due.delete(listener);
        const state = this.#api.getState();
        if (this.#subscribed.has(listener) && !Object.is(state, previous)) listener(state, previous);
      }
    } finally {
      this.#due = null;
    }
  }
}
