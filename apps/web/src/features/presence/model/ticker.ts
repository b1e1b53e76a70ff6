// One 1 s clock for every running call time on the board: a thousand tiles share one interval,
// and the interval only runs while some tile shows a call (STYLE.md: no leaked timers).
const TICK_MS = 1_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let nowMs = Date.now();

function tick(): void {
  nowMs = Date.now();
  for (const listener of listeners) listener();
}

export function subscribeTicker(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    nowMs = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function tickerNow(): number {
  // While idle nothing moves the clock: a tile that starts showing a call must read the time now,
  // not when the clock last stopped (in whole seconds, so that reads within one render agree).
  if (timer === null) nowMs = Math.floor(Date.now() / TICK_MS) * TICK_MS;
  return nowMs;
}
