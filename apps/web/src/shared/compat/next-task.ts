// A task of its own, as React's scheduler posts one (a MessageChannel message): it runs as soon as
// the current task and its microtasks are done, and unlike setTimeout and requestAnimationFrame it is
// neither throttled nor paused in a hidden tab (a softphone spends its day in one).
const channel = new MessageChannel();
const queue: (() => void)[] = [];
// One message per callback, so that one that throws does not take the others with it.
channel.port1.onmessage = () => queue.shift()?.();

/** Runs `callback` in a new task, after the current one. */
export function inNextTask(callback: () => void): void {
  queue.push(callback);
  channel.port2.postMessage(null);
}
