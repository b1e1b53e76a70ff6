// When useEffect callbacks run in the Preact build (create-root.ts installs this before the first
// render).
//
// Preact runs them after the next animation frame, or 35 ms later when no frame comes, through
// requestAnimationFrame and setTimeout. A hidden tab gets no frames and has its timers throttled to
// about one a second, so every effect there (ringing, a call's notification, a reconnect) would wait
// that long. React runs them in a task of its own right after the commit; so does this.
import { options } from "preact";
import { inNextTask } from "./next-task";

export function runPassiveEffectsInNextTask(): void {
  options.requestAnimationFrame = inNextTask;
}
