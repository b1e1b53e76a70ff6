/** Nearest-rank percentile (p in 0–100) of unsorted samples; NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function perSecond(count: number, elapsedMs: number): string {
  return elapsedMs > 0 ? ((count * 1000) / elapsedMs).toFixed(1) : "∞";
}

export function ms(value: number): string {
  return Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} ms`;
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
