import { writeFileSync } from "node:fs";
import type { BenchArgs } from "./bench-args";
import { ms, percentile, perSecond } from "./stats";

export type Results = {
  registrations: number;
  registrationMs: number;
  registrationLatencies: number[];
  calls: number;
  /** performance.now() when the calls began and ended (the time limit ends them too). */
  callsFrom: number;
  callsUntil: number;
  setupLatencies: number[];
  /** Calls whose INVITE the proxy challenged with 407. */
  challenged: number;
  /** CPU time over the calls (and the settle time after them), when --target-pid was given. */
  targetCpu: { cpuMs: number; processes: number } | undefined;
  generatorCpuMs: number | undefined;
  failures: string[];
  stoppedAtLimit: boolean;
};

export function emptyResults(): Results {
  return {
    registrations: 0,
    registrationMs: 0,
    registrationLatencies: [],
    calls: 0,
    callsFrom: 0,
    callsUntil: 0,
    setupLatencies: [],
    challenged: 0,
    targetCpu: undefined,
    generatorCpuMs: undefined,
    failures: [],
    stoppedAtLimit: false,
  };
}

/** The figures compare.sh tabulates; null where nothing was measured. */
export type Figures = {
  url: string;
  mode: "unpaced" | "paced";
  rate: number | null;
  users: number;
  registrations: number;
  callsPlanned: number;
  calls: number;
  callsPerSecond: number | null;
  setupP50Ms: number | null;
  setupP99Ms: number | null;
  challengedInvites: number;
  failures: number;
  stoppedAtLimit: boolean;
  targetCpuMs: number | null;
  targetProcesses: number | null;
  cpuMsPerCall: number | null;
  callsPerCpuSecond: number | null;
  generatorCpuMs: number | null;
};

export function figuresOf(args: BenchArgs, r: Results): Figures {
  const callMs = r.callsFrom === 0 ? 0 : r.callsUntil - r.callsFrom;
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  const cpuMs = r.targetCpu?.cpuMs;
  return {
    url: args.url,
    mode: args.rate === undefined ? "unpaced" : "paced",
    rate: args.rate ?? null,
    users: args.users,
    registrations: r.registrations,
    callsPlanned: args.calls,
    calls: r.calls,
    callsPerSecond: callMs > 0 ? (r.calls * 1000) / callMs : null,
    setupP50Ms: finite(percentile(r.setupLatencies, 50)),
    setupP99Ms: finite(percentile(r.setupLatencies, 99)),
    challengedInvites: r.challenged,
    failures: r.failures.length,
    stoppedAtLimit: r.stoppedAtLimit,
    targetCpuMs: cpuMs ?? null,
    targetProcesses: r.targetCpu?.processes ?? null,
    cpuMsPerCall: cpuMs !== undefined && r.calls > 0 ? cpuMs / r.calls : null,
    callsPerCpuSecond: cpuMs !== undefined && cpuMs > 0 ? (r.calls * 1000) / cpuMs : null,
    generatorCpuMs: r.generatorCpuMs ?? null,
  };
}

export function report(args: BenchArgs, r: Results): void {
  const callMs = r.callsFrom === 0 ? 0 : r.callsUntil - r.callsFrom;
  const pacing = args.rate === undefined ? `concurrency ${args.concurrency}` : `paced at ${args.rate}/s`;
  console.log(`sip bench: ${args.url}, ${args.users} users, ${args.calls} calls, ${pacing}`);
  console.log(
    `registrations: ${r.registrations}/${args.users} in ${ms(r.registrationMs)} = ${perSecond(r.registrations, r.registrationMs)}/s` +
      ` (REGISTER→401→REGISTER→200 p50 ${ms(percentile(r.registrationLatencies, 50))}, p99 ${ms(percentile(r.registrationLatencies, 99))})`,
  );
  console.log(`calls: ${r.calls}/${args.calls} in ${ms(callMs)} = ${perSecond(r.calls, callMs)}/s`);
  console.log(
    `call setup (first INVITE sent → 200 received): p50 ${ms(percentile(r.setupLatencies, 50))}, p99 ${ms(percentile(r.setupLatencies, 99))}` +
      `; INVITEs challenged (407): ${r.challenged}/${r.calls}`,
  );
  if (r.targetCpu) {
    const f = figuresOf(args, r);
    console.log(
      `server CPU (pid ${args.targetPid}, ${r.targetCpu.processes} processes, user+sys): ${ms(r.targetCpu.cpuMs)}` +
        ` = ${f.cpuMsPerCall?.toFixed(2) ?? "n/a"} ms per call = ${f.callsPerCpuSecond?.toFixed(0) ?? "n/a"} calls per CPU-second`,
    );
  }
  if (r.generatorCpuMs !== undefined) console.log(`generator CPU: ${ms(r.generatorCpuMs)}`);
  console.log(
    `failures: ${r.failures.length}${r.stoppedAtLimit ? ` (stopped at the ${args.maxSeconds} s limit)` : ""}`,
  );
  for (const failure of r.failures.slice(0, 5)) console.log(`  ${failure}`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify(figuresOf(args, r), null, 2)}\n`);
}
