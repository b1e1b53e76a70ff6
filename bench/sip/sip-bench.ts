import { performance } from "node:perf_hooks";
import { parseBenchArgs, type BenchArgs } from "./bench-args";
import { BenchPhone } from "./bench-phone";
import { benchAccount, benchPhones, provision, readSipSecret } from "./provision";
import { inParallel, ms, percentile, perSecond } from "./stats";

/*
 * SIP-over-WebSocket load generator (ARCHITECTURE.md, Budgets: registrations/s and calls/s of the
 * SIP proxy, compared with Kamailio by the same generator). Many connections register with digest,
 * then pairs call: INVITE → 407 → INVITE → 180 → 200 → ACK → BYE, the callee answering at once, no
 * media. Bounded in count and in time; loopback only unless told otherwise.
 */

type Results = {
  registrations: number;
  registrationMs: number;
  registrationLatencies: number[];
  calls: number;
  /** performance.now() when the calls began and ended (the time limit ends them too). */
  callsFrom: number;
  callsUntil: number;
  setupLatencies: number[];
  failures: string[];
  stoppedAtLimit: boolean;
};

async function run(
  args: BenchArgs,
  results: Results,
  phones: BenchPhone[],
  stopped: () => boolean,
): Promise<void> {
  const secret = args.secret ?? readSipSecret(args.dataDir!);
  const numbers = benchPhones(args.prefix, args.users);
  if (args.provision) {
    const startedAt = performance.now();
    await provision(args.dataDir!, args.prefix, numbers);
    console.log(
      `provisioned tenant ${args.prefix} with ${numbers.length} users in ${ms(performance.now() - startedAt)}`,
    );
  }

  await inParallel(numbers, args.concurrency, async (phone) => {
    if (stopped()) return;
    phones.push(
      await BenchPhone.open(args.url, benchAccount(secret, phone), args.domain, args.callTimeoutMs),
    );
  });

  const registrationStart = performance.now();
  await inParallel(phones, args.concurrency, async (phone) => {
    if (stopped()) return;
    const startedAt = performance.now();
    try {
      await phone.register();
      results.registrations += 1;
      results.registrationLatencies.push(performance.now() - startedAt);
    } catch (error) {
      results.failures.push((error as Error).message);
    }
  });
  results.registrationMs = performance.now() - registrationStart;
  if (results.registrations < phones.length) return;

  const half = Math.floor(phones.length / 2);
  results.callsFrom = performance.now();
  const worker = async (first: number) => {
    for (let i = first; i < args.calls && !stopped(); i += args.concurrency) {
      const caller = phones[i % half]!;
      const callee = numbers[half + (i % half)]!;
      try {
        results.setupLatencies.push(await caller.call(callee));
        results.calls += 1;
      } catch (error) {
        if (!stopped()) results.failures.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: args.concurrency }, (_, k) => worker(k)));
  results.callsUntil = performance.now();
}

function report(args: BenchArgs, results: Results): void {
  const r = results;
  const callMs = r.callsFrom === 0 ? 0 : r.callsUntil - r.callsFrom;
  console.log(
    `sip bench: ${args.url}, ${args.users} users, ${args.calls} calls, concurrency ${args.concurrency}`,
  );
  console.log(
    `registrations: ${r.registrations}/${args.users} in ${ms(r.registrationMs)} = ${perSecond(r.registrations, r.registrationMs)}/s` +
      ` (REGISTER→401→REGISTER→200 p50 ${ms(percentile(r.registrationLatencies, 50))}, p99 ${ms(percentile(r.registrationLatencies, 99))})`,
  );
  console.log(`calls: ${r.calls}/${args.calls} in ${ms(callMs)} = ${perSecond(r.calls, callMs)}/s`);
  console.log(
    `call setup (first INVITE sent → 200 received): p50 ${ms(percentile(r.setupLatencies, 50))}, p99 ${ms(percentile(r.setupLatencies, 99))}`,
  );
  console.log(
    `failures: ${r.failures.length}${r.stoppedAtLimit ? ` (stopped at the ${args.maxSeconds} s limit)` : ""}`,
  );
  for (const failure of r.failures.slice(0, 5)) console.log(`  ${failure}`);
}

async function main(): Promise<void> {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const results: Results = {
    registrations: 0,
    registrationMs: 0,
    registrationLatencies: [],
    calls: 0,
    callsFrom: 0,
    callsUntil: 0,
    setupLatencies: [],
    failures: [],
    stoppedAtLimit: false,
  };
  const phones: BenchPhone[] = [];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      stopped = true;
      results.stoppedAtLimit = true;
      results.callsUntil = performance.now();
      resolve();
    }, args.maxSeconds * 1000);
  });
  try {
    await Promise.race([run(args, results, phones, () => stopped), limit]);
  } catch (error) {
    results.failures.push((error as Error).message);
  } finally {
    stopped = true;
    clearTimeout(timer);
    for (const phone of phones) phone.close();
  }
  report(args, results);
  const complete = results.calls === args.calls && results.registrations === args.users;
  process.exit(results.failures.length === 0 && complete ? 0 : 1);
}

await main();
