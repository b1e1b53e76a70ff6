import { execFileSync, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { ms, percentile, perSecond } from "../sip/stats";
import { runBench, withBenchServer } from "../support/start-bench-server";
import { parseBlfBenchArgs, type BlfBenchArgs } from "./bench-args";
import type { GeneratorJob, GeneratorReport } from "./poll-generator";
import { provision, simulateLines } from "./provision";
import { measurePollCost, measureTokenCost } from "./token-cost";

/*
 * The presence-board budget of ARCHITECTURE.md: BLF poll p99 ≤ 20 ms with 10,000 users polling
 * every 5 s. The real app (PGlite in a throwaway DATA_DIR) listens on a loopback port; a load
 * generator in its own process polls it over HTTP keep-alive. With two cores or more, server and
 * generator are pinned to one core each. Figures are printed, never asserted.
 */
const pinned = (cpu: number, pid: number): boolean => {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

function runGenerator(job: GeneratorJob, hardStopMs: number): Promise<GeneratorReport> {
  const child = fork(fileURLToPath(new URL("./poll-generator.ts", import.meta.url)), [], {
    execArgv: process.execArgv,
    serialization: "advanced",
  });
  pinned(1, child.pid ?? 0);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the generator did not finish within ${hardStopMs} ms`));
    }, hardStopMs);
    child.once("message", (report) => {
      clearTimeout(timer);
      resolve(report as GeneratorReport);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the generator exited with ${code}`));
    });
    child.send(job);
  });
}

function print(args: BlfBenchArgs, report: GeneratorReport): void {
  const { latenciesMs: latencies, lagsMs: lags, codes } = report;
  const target = (args.users * 1000) / args.intervalMs;
  console.log(
    `\npolls: ${latencies.length} in ${report.measuredMs / 1000} s = ${perSecond(latencies.length, report.measuredMs)}/s (target ${target.toFixed(0)}/s)`,
  );
  console.log(
    `latency: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
      `p99 ${ms(percentile(latencies, 99))}  max ${ms(Math.max(...latencies))}`,
  );
  console.log(
    `answers: ${Object.entries(codes)
      .map(([code, n]) => `${code} × ${n}`)
      .join(", ")}`,
  );
  console.log(`too fast (429): ${codes["429"] ?? 0}; unanswered ${report.unanswered}`);
  console.log(
    `generator lag: p99 ${ms(percentile(lags, 99))}  max ${ms(Math.max(...lags))}  (warm-up round p99 ${ms(report.warmupP99Ms)})`,
  );
}

async function main(): Promise<void> {
  const args = parseBlfBenchArgs(process.argv.slice(2));
  await withBenchServer("blf", {}, async ({ app, origin, port, dataDir }) => {
    const serverPinned = pinned(0, process.pid);
    console.log(
      `server on 127.0.0.1:${port} (PGlite in ${dataDir})${serverPinned ? ", pinned to cpu 0; generator to cpu 1" : ""}`,
    );

    const startedAt = Date.now();
    const people = await provision(app, args);
    simulateLines(app, people, args);
    console.log(
      `provisioned ${people.length} users in ${args.tenants} tenants, ${args.buttons} buttons each, ` +
        `${app.services.liveCalls.size} live calls, ${app.services.registeredPhones.size} online, in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );

    const cost = await measureTokenCost(app, people);
    const pollUs = await measurePollCost(app, people);
    console.log(
      `token check per request: JWE open ${cost.jweOpenUs.toFixed(0)} µs; whole check from memory ${cost.checkCachedUs.toFixed(0)} µs; ` +
        `with the session and user queries it replaces ${cost.checkFromDatabaseUs.toFixed(0)} µs`,
    );

    console.log(
      `server work per poll (in-process, no network): ${pollUs.toFixed(0)} µs = ${(1e6 / pollUs).toFixed(0)} polls/s per core`,
    );

    const job: GeneratorJob = {
      origin,
      tokens: people.map((user) => user.jwetoken),
      intervalMs: args.intervalMs,
      warmUpRounds: args.warmUpRounds,
      measureMs: args.seconds * 1000,
      connections: args.connections,
    };
    console.log(
      `polling: ${args.users} users every ${args.intervalMs} ms, ${args.warmUpRounds} warm-up round(s) + ${args.seconds} s measured…`,
    );
    const report = await runGenerator(
      job,
      args.intervalMs * args.warmUpRounds + args.seconds * 1000 + 30_000,
    );
    print(args, report);
    console.log(
      `limiter buckets held: ${app.services.boardPolls.size}; tenants in memory: ${app.services.directory.size}`,
    );
  });
}

runBench(main);
