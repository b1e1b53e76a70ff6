import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import type { BenchArgs } from "./bench-args";
import type { BenchPhone } from "./bench-phone";
import type { Results } from "./bench-report";

/**
 * The call phase: the first half of the phones call the second half, `args.calls` calls in all.
 * Unpaced, `args.concurrency` calls are kept in flight (closed loop: the server's speed sets the
 * rate). Paced, call i starts at i / rate seconds whatever the answers (open loop), so a slow
 * server shows as set-up latency instead of slowing the load down.
 */
export async function runCalls(
  args: BenchArgs,
  phones: readonly BenchPhone[],
  numbers: readonly string[],
  results: Results,
  stopped: () => boolean,
): Promise<void> {
  const half = Math.floor(phones.length / 2);
  const place = async (i: number) => {
    const caller = phones[i % half]!;
    const callee = numbers[half + (i % half)]!;
    try {
      const outcome = await caller.call(callee);
      results.setupLatencies.push(outcome.setupMs);
      if (outcome.challenged) results.challenged += 1;
      results.calls += 1;
    } catch (error) {
      if (!stopped()) results.failures.push((error as Error).message);
    }
  };
  if (args.rate === undefined) await closedLoop(args, place, stopped);
  else await openLoop(args.calls, args.rate, place, stopped);
}

async function closedLoop(
  args: BenchArgs,
  place: (i: number) => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  const worker = async (first: number) => {
    for (let i = first; i < args.calls && !stopped(); i += args.concurrency) await place(i);
  };
  await Promise.all(Array.from({ length: args.concurrency }, (_, k) => worker(k)));
}

async function openLoop(
  calls: number,
  rate: number,
  place: (i: number) => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  const intervalMs = 1000 / rate;
  const startedAt = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < calls && !stopped(); i += 1) {
    // Due times from the start, not from the previous call: timer lateness does not accumulate.
    const waitMs = startedAt + i * intervalMs - performance.now();
    if (waitMs > 0) await delay(waitMs);
    const call = place(i).finally(() => inFlight.delete(call));
    inFlight.add(call);
  }
  await Promise.all(inFlight);
}
