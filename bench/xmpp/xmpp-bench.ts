import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runBench } from "../support/start-bench-server";
import { benchAccount, benchPhones } from "../sip/provision";
import { inParallel, ms, percentile, perSecond } from "../sip/stats";
import { sampleTargetCpu } from "../sip/target-cpu";
import { benchUsers, passwordOf } from "./bench-accounts";
import { BenchClient } from "./bench-client";

/*
 * XMPP message load generator (issue 13 goal: ≥ 2,000 messages/s with the archive on, p99 ≤ 20 ms
 * at 500/s on 2 cores). N pairs of raw RFC 7395 clients sign in with PLAIN, send initial presence,
 * then write to each other: unpaced (each client keeps --window messages in flight to its partner)
 * and paced (--rate messages/s over all clients). Prints messages/s and the p50/p99 delivery
 * latency. Without --url it starts the embedded server (bench-server.ts; by default with apps/server's
 * XEP-0313 archive on PGlite, --archive memory keeps rows in memory) in a child process; with --url,
 * --domain, --prefix and --password it drives any server provisioned with accounts
 * <prefix>1…<prefix>N (Prosody, ejabberd). With --secret it signs in to the real apps/server as its
 * phones <prefix>1000… with ephemeral credentials, scheme (b) of the XMPP hooks (PLAIN as the
 * phone, password "<ephemeral username>:<HMAC>"). --target-pid adds the server's CPU time per
 * phase; --json writes the figures for compare.sh.
 */
const USAGE = `npm run bench:xmpp -- [--url ws://host:port/path] [--domain D] [--prefix bench]
  [--password '{user}-secret'] [--pairs 50] [--window 10] [--seconds 5] [--rate 500]
  [--phases unpaced,paced] [--archive memory|database] [--secret S] [--target-pid PID] [--json FILE]
  (embedded server: database = apps/server's XEP-0313 archive on PGlite)`;

type Phase = {
  name: string;
  received: number;
  latencies: number[];
  elapsedMs: number;
  /** The server's CPU time over the counted seconds (--target-pid). */
  cpuMs: number | undefined;
  /** Messages written since the run began that had not arrived 0.5 s after this phase. */
  undelivered: number;
};

function readArgs() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      domain: { type: "string", default: "bench.example" },
      prefix: { type: "string", default: "bench" },
      password: { type: "string", default: "{user}-secret" },
      pairs: { type: "string", default: "50" },
      window: { type: "string", default: "10" },
      seconds: { type: "string", default: "5" },
      rate: { type: "string", default: "500" },
      phases: { type: "string", default: "unpaced,paced" },
      secret: { type: "string" },
      "target-pid": { type: "string" },
      json: { type: "string" },
      archive: { type: "string", default: "database" },
    },
    strict: true,
  });
  const positive = (name: "pairs" | "window" | "seconds" | "rate") => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`--${name} must be a positive whole number\n\n${USAGE}`);
    return value;
  };
  const phases = values.phases.split(",");
  if (phases.length === 0 || phases.some((phase) => phase !== "unpaced" && phase !== "paced")) {
    throw new Error(`--phases is a list of unpaced and paced\n\n${USAGE}`);
  }
  return {
    phases,
    url: values.url,
    domain: values.domain,
    prefix: values.prefix,
    password: values.password,
    pairs: positive("pairs"),
    window: positive("window"),
    seconds: positive("seconds"),
    rate: positive("rate"),
    secret: values.secret,
    targetPid: values["target-pid"] === undefined ? undefined : Number(values["target-pid"]),
    json: values.json,
    archive: values.archive === "memory" ? "memory" : "database",
  };
}

/** Starts bench-server-main.ts in a child process and reads its URL. */
async function startEmbedded(
  users: number,
  prefix: string,
  password: string,
  archive: string,
  domain: string,
): Promise<{ url: string; child: ChildProcess }> {
  const main = fileURLToPath(new URL("./bench-server-main.ts", import.meta.url));
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      main,
      ...["--users", String(users), "--prefix", prefix, "--password", password],
      ...["--archive", archive, "--domain", domain],
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { url, child };
}

/** Runs one phase for `seconds` after a one-second warm-up that is not counted. */
async function measure(
  name: string,
  clients: BenchClient[],
  seconds: number,
  targetPid: number | undefined,
  drive: () => () => void,
): Promise<Phase> {
  const phase: Phase = { name, received: 0, latencies: [], elapsedMs: 0, cpuMs: undefined, undelivered: 0 };
  let counting = false;
  for (const client of clients) {
    client.onMessage = (latencyMs) => {
      if (!counting) return;
      phase.received += 1;
      phase.latencies.push(latencyMs);
    };
  }
  const stop = drive();
  await delay(1000);
  const cpuBefore = targetPid === undefined ? undefined : sampleTargetCpu(targetPid).cpuMs;
  counting = true;
  const startedAt = performance.now();
  await delay(seconds * 1000);
  counting = false;
  phase.elapsedMs = performance.now() - startedAt;
  if (cpuBefore !== undefined) phase.cpuMs = sampleTargetCpu(targetPid!).cpuMs - cpuBefore;
  stop();
  await delay(500);
  phase.undelivered = clients.reduce((sum, client) => sum + client.sent - client.received, 0);
  return phase;
}

function print(phase: Phase): void {
  console.log(
    `${phase.name}: ${phase.received} messages in ${ms(phase.elapsedMs)} = ${perSecond(phase.received, phase.elapsedMs)} messages/s; ` +
      `latency p50 ${ms(percentile(phase.latencies, 50))}, p99 ${ms(percentile(phase.latencies, 99))}` +
      (phase.cpuMs === undefined ? "" : `; server CPU ${ms(phase.cpuMs)}`) +
      `; undelivered ${phase.undelivered}`,
  );
}

/** The figures of one phase for compare.sh (compare-table.ts); null where nothing was measured. */
export type PhaseFigures = {
  phase: string;
  messages: number;
  messagesPerSecond: number;
  cpuMsPer1000: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  undelivered: number;
};

function figures(key: string, phase: Phase): PhaseFigures {
  const latency = (p: number) => (phase.latencies.length === 0 ? null : percentile(phase.latencies, p));
  return {
    phase: key,
    messages: phase.received,
    messagesPerSecond: (phase.received * 1000) / phase.elapsedMs,
    cpuMsPer1000:
      phase.cpuMs === undefined || phase.received === 0 ? null : (phase.cpuMs * 1000) / phase.received,
    p50Ms: latency(50),
    p99Ms: latency(99),
    undelivered: phase.undelivered,
  };
}

async function main(): Promise<void> {
  const args = readArgs();
  // Scheme (b): the phone signs in with "<ephemeral username>:<HMAC>" as its password.
  const { secret } = args;
  const users = secret ? benchPhones(args.prefix, args.pairs * 2) : benchUsers(args.prefix, args.pairs * 2);
  const passwordFor = (user: string) => {
    if (!secret) return passwordOf(args.password, user);
    const account = benchAccount(secret, user);
    return `${account.username}:${account.password}`;
  };
  const results: PhaseFigures[] = [];
  const embedded = args.url
    ? undefined
    : await startEmbedded(users.length, args.prefix, args.password, args.archive, args.domain);
  const url = args.url ?? embedded!.url;
  // The embedded server's CPU time per phase too: the steadier figure on a shared machine.
  const targetPid = args.targetPid ?? embedded?.child.pid;
  const clients: BenchClient[] = [];
  try {
    await inParallel(users, 20, async (user) => {
      clients.push(await BenchClient.connect(url, args.domain, user, passwordFor(user)));
    });
    clients.sort((a, b) => a.jid.localeCompare(b.jid, "en", { numeric: true }));
    const partnerOf = (index: number) => clients[index % 2 === 0 ? index + 1 : index - 1]!;
    const bare = (client: BenchClient) => client.jid.slice(0, client.jid.indexOf("/"));
    console.log(`${clients.length} clients signed in to ${url} (${args.pairs} pairs)`);

    if (args.phases.includes("unpaced")) {
      const unpaced = await measure(
        `unpaced (window ${args.window})`,
        clients,
        args.seconds,
        targetPid,
        () => {
          let running = true;
          clients.forEach((client, index) => {
            const partner = partnerOf(index);
            const onMessage = partner.onMessage;
            // Closed loop: each message the partner receives lets the client send the next.
            partner.onMessage = (latencyMs) => {
              onMessage(latencyMs);
              if (running) client.send(bare(partner));
            };
            for (let i = 0; i < args.window; i++) client.send(bare(partner));
          });
          return () => (running = false);
        },
      );
      print(unpaced);
      results.push(figures("unpaced", unpaced));
    }

    if (args.phases.includes("paced")) {
      const paced = await measure(`paced (${args.rate}/s)`, clients, args.seconds, targetPid, () => {
        // Owed by the clock, not by the ticks: timers run late, the rate should not.
        const startedAt = performance.now();
        let sent = 0;
        const timer = setInterval(() => {
          const owed = Math.floor((args.rate * (performance.now() - startedAt)) / 1000);
          for (; sent < owed; sent++) {
            const index = sent % clients.length;
            clients[index]!.send(bare(partnerOf(index)));
          }
        }, 5);
        return () => clearInterval(timer);
      });
      print(paced);
      results.push(figures("paced", paced));
    }
    if (args.json) writeFileSync(args.json, JSON.stringify({ rate: args.rate, phases: results }, null, 2));
  } finally {
    for (const client of clients) client.close();
    embedded?.child.kill();
  }
}

runBench(main);
