import { performance } from "node:perf_hooks";
import { setTimeout as delay } from "node:timers/promises";
import { parseBenchArgs, type BenchArgs } from "./bench-args";
import { emptyResults, report, type Results } from "./bench-report";
import { BenchPhone } from "./bench-phone";
import { runCalls } from "./call-load";
import { benchAccount, benchPhones, provision, readSipSecret } from "./provision";
import { inParallel, ms } from "./stats";
import { sampleTargetCpu, type CpuSample } from "./target-cpu";

/*
 * SIP-over-WebSocket load generator (ARCHITECTURE.md, Budgets: registrations/s and calls/s of the
 * SIP proxy, compared with Kamailio by the same generator). Many connections register with digest,
 * then pairs call: INVITE (→ 407 → INVITE) → 180 → 200 → ACK → BYE, the callee answering at once,
 * no media; unpaced or paced. With --target-pid, the server's CPU time over the calls gives CPU
 * per call. Bounded in count and in time; loopback only unless told otherwise.
 */

/** The CPU clocks at the start of the calls, when a target process was given. */
type CpuStart = { target: CpuSample; generator: NodeJS.CpuUsage };

async function run(
  args: BenchArgs,
  results: Results,
  phones: BenchPhone[],
  stopped: () => boolean,
  cpu: { start?: CpuStart },
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

  if (args.targetPid !== undefined) {
    cpu.start = { target: sampleTargetCpu(args.targetPid), generator: process.cpuUsage() };
  }
  results.callsFrom = performance.now();
  await runCalls(args, phones, numbers, results, stopped);
  results.callsUntil = performance.now();
}

/** The CPU spent since the calls began; the server's after a settle time for its deferred work. */
async function chargeCpu(args: BenchArgs, results: Results, start: CpuStart): Promise<void> {
  const generator = process.cpuUsage(start.generator);
  results.generatorCpuMs = (generator.user + generator.system) / 1000;
  await delay(args.cpuSettleMs);
  try {
    const end = sampleTargetCpu(args.targetPid!);
    results.targetCpu = { cpuMs: end.cpuMs - start.target.cpuMs, processes: end.processes };
  } catch (error) {
    results.failures.push(`server CPU: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const results = emptyResults();
  const cpu: { start?: CpuStart } = {};
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
    await Promise.race([run(args, results, phones, () => stopped, cpu), limit]);
    // Before the phones hang up: closing 200 connections is not work of the calls.
    if (cpu.start) await chargeCpu(args, results, cpu.start);
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
