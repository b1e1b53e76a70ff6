import { readPositiveArgs } from "../support/positive-args";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { provision } from "../blf/provision";
import { ms, percentile } from "../sip/stats";
import { runBench, withBenchServer } from "../support/start-bench-server";
import type { GeneratorJob, GeneratorMessage, Phase } from "./video-generator";

/*
 * The video signalling plane under issue 11's load: `--calls` concurrent 1:1 video calls set up
 * (connect, setNumber, callUser, incomingCall, rsdp, candidates both ways) and torn down (hangUp),
 * `--rounds` times. The real app listens on a loopback port; the clients run in a forked process,
 * so the server's process.cpuUsage() is the plane's work (plus its idle timers). Figures are
 * printed, never asserted; the run stops by itself within `--max-seconds`.
 */
const USAGE = `npm run bench:video -- [--calls 50] [--rounds 5] [--candidates 4] [--max-seconds 120]`;

function readArgs() {
  const { "max-seconds": maxSeconds, ...rest } = readPositiveArgs(USAGE, {
    calls: 50,
    rounds: 5,
    candidates: 4,
    "max-seconds": 120,
  });
  return { ...rest, maxSeconds };
}

type CpuByPhase = Record<Phase, number>;
type Report = Extract<GeneratorMessage, { type: "report" }>;

/** Runs the generator; adds the server's CPU time (µs) spent between each phase's start and end. */
function runGenerator(job: GeneratorJob, hardStopMs: number, cpu: CpuByPhase): Promise<Report> {
  const child = fork(fileURLToPath(new URL("./video-generator.ts", import.meta.url)), [], {
    execArgv: process.execArgv,
  });
  const startedAt = new Map<Phase, NodeJS.CpuUsage>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the clients did not finish within ${hardStopMs / 1000} s`));
    }, hardStopMs);
    child.on("message", (message: GeneratorMessage) => {
      if (message.type === "report") return resolve(message);
      if (message.edge === "start") return startedAt.set(message.phase, process.cpuUsage());
      const used = process.cpuUsage(startedAt.get(message.phase));
      cpu[message.phase] += used.user + used.system;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the clients exited with ${code}`));
    });
    child.send(job);
  });
}

const line = (label: string, samples: number[]) =>
  `${label}: p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}  max ${ms(Math.max(...samples))}  (${samples.length} samples)`;

async function main(): Promise<void> {
  const args = readArgs();
  // Every party connects from this one address at once: the per-address door would refuse most.
  const env = { VIDEO_MAX_PENDING_SOCKETS_PER_ADDRESS: "1000000", VIDEO_HANDSHAKES_PER_MINUTE: "1000000" };
  await withBenchServer("video", env, async ({ app, origin, port }) => {
    const people = await provision(app, {
      users: args.calls * 2,
      tenants: 1,
      buttons: 5,
      liveCalls: 0,
      online: 0,
      seconds: 0,
      warmUpRounds: 0,
      intervalMs: 5000,
      connections: 1,
    });
    const party = (i: number) => ({ token: people[i]!.jwetoken, phone: people[i]!.phone });
    const pairs = Array.from({ length: args.calls }, (_, i) => ({
      caller: party(2 * i),
      callee: party(2 * i + 1),
    }));
    console.log(
      `server on 127.0.0.1:${port}; ${people.length} users; ${args.calls} concurrent calls × ${args.rounds} rounds, ${args.candidates} candidates each way`,
    );

    const cpu: CpuByPhase = { connect: 0, setUp: 0, tearDown: 0 };
    const report = await runGenerator(
      { url: `${origin}/video`, pairs, rounds: args.rounds, candidates: args.candidates },
      args.maxSeconds * 1000,
      cpu,
    );
    await app.services.callRecords.drain();
    const calls = args.calls * args.rounds;
    const perCall = (us: number, n: number) => `${(us / n / 1000).toFixed(2)} ms`;
    console.log(line("connect + setNumber (both parties)", report.connectMs));
    console.log(line("set-up, callUser → answer at the caller", report.setUpMs));
    console.log(line("tear-down, hangUp → the other party told", report.tearDownMs));
    console.log(
      `server CPU per call: set-up with candidates ${perCall(cpu.setUp, calls)}, tear-down ${perCall(cpu.tearDown, calls)}, ` +
        `connect + setNumber ${perCall(cpu.connect, args.calls)} per pair; ` +
        `total ${perCall(cpu.setUp + cpu.tearDown, calls)} per call + ${perCall(cpu.connect, args.calls)} per pair connected`,
    );
    console.log(
      `live calls left: ${app.planes.video.switchboard.liveCalls}; history rows written for ${calls} calls`,
    );
  });
}

runBench(main);
