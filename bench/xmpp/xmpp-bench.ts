import { spawn, type ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { runBench } from "../support/start-bench-server";
import { inParallel, ms, percentile, perSecond } from "../sip/stats";
import { benchUsers, passwordOf } from "./bench-accounts";
import { BenchClient } from "./bench-client";

/*
 * XMPP message load generator (issue 13 goal: ≥ 2,000 messages/s with the archive on, p99 ≤ 20 ms
 * at 500/s on 2 cores). N pairs of raw RFC 7395 clients sign in with PLAIN, send initial presence,
 * then write to each other: unpaced (each client keeps --window messages in flight to its partner)
 * and paced (--rate messages/s over all clients). Prints messages/s and the p50/p99 delivery
 * latency. Without --url it starts the embedded server (bench-server.ts; by default with apps/server's
 * XEP-0313 archive on PGlite, --archive memory keeps rows in memory) in a child process; with --url,
 * --domain, --prefix and --password it drives any server provisioned
 * with accounts <prefix>1…<prefix>N (Prosody, ejabberd).
 */
const USAGE = `npm run bench:xmpp -- [--url ws://host:port/path] [--domain D] [--prefix bench]
  [--password '{user}-secret'] [--pairs 50] [--window 10] [--seconds 5] [--rate 500]
  [--phases unpaced,paced] [--archive memory|database]   (embedded server: database = apps/server's
  XEP-0313 archive on PGlite)`;

type Phase = { name: string; received: number; latencies: number[]; elapsedMs: number };

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
  drive: () => () => void,
): Promise<Phase> {
  const phase: Phase = { name, received: 0, latencies: [], elapsedMs: 0 };
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
  counting = true;
  const startedAt = performance.now();
  await delay(seconds * 1000);
  counting = false;
  phase.elapsedMs = performance.now() - startedAt;
  stop();
  await delay(500);
  return phase;
}

function print(phase: Phase): void {
  console.log(
    `${phase.name}: ${phase.received} messages in ${ms(phase.elapsedMs)} = ${perSecond(phase.received, phase.elapsedMs)} messages/s; ` +
      `latency p50 ${ms(percentile(phase.latencies, 50))}, p99 ${ms(percentile(phase.latencies, 99))}`,
  );
}

async function main(): Promise<void> {
  const args = readArgs();
  const users = benchUsers(args.prefix, args.pairs * 2);
  const embedded = args.url
    ? undefined
    : await startEmbedded(users.length, args.prefix, args.password, args.archive, args.domain);
  const url = args.url ?? embedded!.url;
  const clients: BenchClient[] = [];
  try {
    await inParallel(users, 20, async (user) => {
      clients.push(await BenchClient.connect(url, args.domain, user, passwordOf(args.password, user)));
    });
    clients.sort((a, b) => a.jid.localeCompare(b.jid, "en", { numeric: true }));
    const partnerOf = (index: number) => clients[index % 2 === 0 ? index + 1 : index - 1]!;
    const bare = (client: BenchClient) => client.jid.slice(0, client.jid.indexOf("/"));
    console.log(`${clients.length} clients signed in to ${url} (${args.pairs} pairs)`);

    if (args.phases.includes("unpaced")) {
      const unpaced = await measure(`unpaced (window ${args.window})`, clients, args.seconds, () => {
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
      });
      print(unpaced);
    }

    if (args.phases.includes("paced")) {
      const paced = await measure(`paced (${args.rate}/s)`, clients, args.seconds, () => {
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
    }
  } finally {
    for (const client of clients) client.close();
    embedded?.child.kill();
  }
}

runBench(main);
