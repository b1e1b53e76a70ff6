// The unit tests' "zustand" (vitest.shared.ts aliases it here): the real library, but every store
// created is remembered with the state it was created with, so that each test starts from it
// (test/setup.ts). Test files share one module graph, and with it the app's stores.
import { create as createBound, type UseBoundStore } from "zustand/react";
import type { StateCreator, StoreApi } from "zustand/vanilla";

export * from "zustand/vanilla";
export * from "zustand/react";

const resets = new Set<() => void>();

function createRemembered<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const store = createBound<T>()(initializer);
  const initial = store.getState();
  resets.add(() => store.setState(initial, true));
  return store;
}

// zustand's create, both forms: create(initializer) and the curried create<T>()(initializer).
export const create = (<T>(initializer?: StateCreator<T, [], []>) =>
  initializer === undefined ? createRemembered : createRemembered(initializer)) as typeof createBound;

/** Puts every store back to the state it was created with. */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}
