import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "zustand";
import { ListenerHold } from "./listener-hold";

interface Counter {
  readonly count: number;
}

function counterStore() {
  const hold = new ListenerHold<Counter>();
  const store = create<Counter>()(hold.holdable(() => ({ count: 0 })));
  const heard: [number, number][] = [];
  store.subscribe((state, previous) => heard.push([state.count, previous.count]));
  const bump = () => store.setState((state) => ({ count: state.count + 1 }));
  return { hold, store, heard, bump };
}

function deferred() {
  let resolve: (value: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("a store whose listeners a hold delays (issue 8 §4)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells its listeners at once while nothing holds them", () => {
    const { heard, bump } = counterStore();
    bump();
    expect(heard).toEqual([[1, 0]]);
  });

  it("changes at once while held, and tells each listener once when the hold ends", async () => {
    const { hold, store, heard, bump } = counterStore();
    const leaving = deferred();
    hold.holdUntil(leaving.promise, 100);
    bump();
    bump();
    expect(store.getState().count).toBe(2);
    expect(heard).toEqual([]);
    leaving.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([[2, 0]]);
  });

  it("lets go after at most the time given", async () => {
    const { hold, heard, bump } = counterStore();
    hold.holdUntil(new Promise(() => undefined), 100);
    bump();
    await vi.advanceTimersByTimeAsync(99);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([[1, 0]]);
  });

  it("lets go when what it waits for fails", async () => {
    const { hold, heard, bump } = counterStore();
    hold.holdUntil(Promise.reject(new Error("no offer")), 100);
    bump();
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([[1, 0]]);
  });

  it("waits for the last of two holds", async () => {
    const { hold, heard, bump } = counterStore();
    const first = deferred();
    const second = deferred();
    hold.holdUntil(first.promise, 100);
    hold.holdUntil(second.promise, 100);
    bump();
    first.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([]);
    second.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([[1, 0]]);
  });

  it("tells nothing to a listener that left meanwhile, nor of changes that were undone", async () => {
    const { hold, store, heard } = counterStore();
    const gone = vi.fn();
    const unsubscribe = store.subscribe(gone);
    const leaving = deferred();
    hold.holdUntil(leaving.promise, 100);
    const before = store.getState();
    store.setState({ count: 5 });
    store.setState(before, true);
    unsubscribe();
    leaving.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(gone).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
  });

  it("tells a listener once, from where it was held, of a change another makes as the hold ends", async () => {
    const hold = new ListenerHold<Counter>();
    const store = create<Counter>()(hold.holdable(() => ({ count: 0 })));
    store.subscribe((state) => {
      if (state.count === 1) store.setState({ count: 2 });
    });
    const heard: [number, number][] = [];
    store.subscribe((state, previous) => heard.push([state.count, previous.count]));
    const leaving = deferred();
    hold.holdUntil(leaving.promise, 100);
    store.setState({ count: 1 });
    leaving.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([[2, 0]]);
    expect(store.getState().count).toBe(2);
  });
});
