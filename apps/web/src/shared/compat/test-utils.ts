// `react-dom/test-utils` for the unit tests on Preact (vite-plugins/react-runtime.ts aliases it here),
// whose act() Testing Library uses when React has none.
//
// Preact's act() flushes the renders and effects queued until the callback's promise settles. React's
// waits longer: after the promise, it lets a task go by before it ends, so what that promise set off
// (a fetch answered in a microtask, a store notified after it) is drawn inside the act() too. This
// one does the same, so that a test written for React's act() sees the same screen.
import { act as preactAct } from "preact/test-utils";
import { inNextTask } from "./next-task";

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === "function";

const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve));

export function act(callback: () => unknown): Promise<void> {
  return preactAct(() => {
    const result = callback();
    if (!isThenable(result)) return undefined;
    return Promise.resolve(result).then(nextTask);
  });
}
