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
  return nowMs;
}
