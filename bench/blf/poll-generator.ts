import { performance } from "node:perf_hooks";
import { Pool } from "undici";

/**
 * The load generator, in its own process so that it does not share the server's event loop: every
 * user polls POST /webrtc/mobex/blf/get/ once per interval, the users spread evenly over it (an
 * open loop: a slow answer does not delay the next poll), over keep-alive connections of one
 * undici pool. The first `warmUpRounds` rounds warm up and are not counted.
 */
export type GeneratorJob = {
  origin: string;
  tokens: string[];
  intervalMs: number;
  /** Whole rounds (every user once) polled before measuring. */
  warmUpRounds: number;
  measureMs: number;
  connections: number;
};

export type GeneratorReport = {
  latenciesMs: number[];
  /** How late polls left against their schedule: the generator's own health. */
  lagsMs: number[];
  /** responses[0].code (or "network") → count, measured polls only. */
  codes: Record<string, number>;
  measuredMs: number;
  warmupP99Ms: number;
  /** Measured polls still unanswered DRAIN_MS after the window closed (an overloaded server). */
  unanswered: number;
};

const PATH = "/webrtc/mobex/blf/get/";
const CODE = /"code":(\d+)/;
const DRAIN_MS = 10_000;

async function run(job: GeneratorJob): Promise<GeneratorReport> {
  const pool = new Pool(job.origin, {
    connections: job.connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const bodies = job.tokens.map((token) => JSON.stringify({ token }));
  const users = bodies.length;
  const spacingMs = job.intervalMs / users;
  const start = performance.now() + 100;
  const measureFrom = start + job.intervalMs * job.warmUpRounds;
  const stopAt = measureFrom + job.measureMs;
  const report: GeneratorReport = {
    latenciesMs: [],
    lagsMs: [],
    codes: {},
    measuredMs: job.measureMs,
    warmupP99Ms: 0,
    unanswered: 0,
  };
  const warmup: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;

  const fire = (user: number, dueAt: number) => {
    const sentAt = performance.now();
    const measured = dueAt >= measureFrom;
    if (measured) report.lagsMs.push(sentAt - dueAt);
    const done = pool
      .request({
        path: PATH,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bodies[user],
      })
      .then(async (response) => {
        const text = await response.body.text();
        return CODE.exec(text.slice(0, 80))?.[1] ?? `http ${response.statusCode}`;
      })
      .catch(() => "network")
      .then((code) => {
        const latency = performance.now() - sentAt;
        if (!measured) warmup.push(latency);
        else {
          report.latenciesMs.push(latency);
          report.codes[code] = (report.codes[code] ?? 0) + 1;
        }
      });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (let due = start + sent * spacingMs; due <= now && due < stopAt; due = start + sent * spacingMs) {
        fire(sent % users, due);
        sent += 1;
      }
      if (start + sent * spacingMs >= stopAt) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  const drained = await Promise.race([
    Promise.all(inFlight).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ]);
  report.unanswered = report.lagsMs.length - report.latenciesMs.length;
  if (drained) await pool.close();
  else await pool.destroy();
  warmup.sort((a, b) => a - b);
  report.warmupP99Ms = warmup[Math.max(0, Math.ceil(warmup.length * 0.99) - 1)] ?? 0;
  return report;
}

process.once("message", (job: GeneratorJob) => {
  run(job).then(
    (report) => process.send?.(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
