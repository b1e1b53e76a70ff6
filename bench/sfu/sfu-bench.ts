import { fork, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createSfu } from "@mobex/sfu/sfu";
import { ms, percentile } from "../sip/stats";
import { readPositiveArgs } from "../support/positive-args";
import type { WorkerCommand, WorkerMessage } from "./sfu-participants";

/*
 * The conference SFU under a meeting's load: `--participants` werift clients in one room, each
 * publishing VP8-sized video at `--fps` plus Opus-sized audio and subscribing to everybody else.
 * The SFU runs in this process on loopback (as the app embeds it); the clients, which cost at least
 * as much as the SFU (they decrypt every stream), run in forked workers of up to 4 participants
 * each, so process.cpuUsage() here is the SFU's work. Prints CPU, forwarded packets/s and
 * first-frame times after the last join; never asserts; stops within `--max-seconds`.
 */
const USAGE = "npm run bench:sfu -- [--participants 3] [--fps 15] [--seconds 10] [--max-seconds 120]";
const PER_WORKER = 4;

type Worker = { child: ChildProcess; ask(command: WorkerCommand): Promise<WorkerMessage> };

function startWorker(): Worker {
  const child = fork(fileURLToPath(new URL("./sfu-participants.ts", import.meta.url)), [], {
    execArgv: process.execArgv,
  });
  let queue = Promise.resolve() as Promise<unknown>;
  return {
    child,
    // One command at a time per worker: replies come back in order.
    ask(command) {
      const reply = queue.then(
        () =>
          new Promise<WorkerMessage>((resolve) => {
            child.once("message", resolve);
            child.send(command);
          }),
      );
      queue = reply;
      return reply;
    },
  };
}

async function main(): Promise<void> {
  const args = readPositiveArgs(USAGE, { participants: 3, fps: 15, seconds: 10, "max-seconds": 120 });
  const n = args.participants;
  const sfu = createSfu({ network: { bindAddress: "127.0.0.1", portRange: [41000, 41999] } });
  const server = createServer((_, response) => response.writeHead(404).end());
  server.on("upgrade", (request, socket, head) => sfu.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const room = "benchroom0001";
  sfu.rooms.ensure(room, { description: "bench", pin: null, publishers: n });

  const workers = Array.from({ length: Math.ceil(n / PER_WORKER) }, () => startWorker());
  const hardStop = setTimeout(() => {
    console.error(`bench:sfu did not finish within ${args["max-seconds"]} s`);
    for (const worker of workers) worker.child.kill("SIGKILL");
    process.exit(1);
  }, args["max-seconds"] * 1000);
  const url = `ws://127.0.0.1:${port}/janus`;

  // Participants join one after another, as people do; each worker its own client ports.
  let lastJoinMs = 0;
  let lastId = "";
  const workerOf = (index: number) => index % workers.length;
  for (let index = 0; index < n; index++) {
    const w = workerOf(index);
    const worker = workers[w];
    if (!worker) throw new Error("no worker");
    lastJoinMs = Date.now();
    const ports = [42000 + w * 200, 42000 + w * 200 + 199] as const;
    const joined = await worker.ask({ type: "join", job: { url, room, fps: args.fps, ports }, index });
    if (joined.type === "joined") lastId = joined.id;
  }
  const reports = await Promise.all(
    workers.map((worker, w) => {
      const mine = Array.from({ length: n }, (_, index) => index).filter(
        (index) => workerOf(index) === w,
      ).length;
      const holdsLast = workerOf(n - 1) === w;
      // The newcomer sees n-1 videos; each of the others sees the newcomer's.
      const expected = holdsLast ? n - 1 + (mine - 1) : mine;
      return worker.ask({ type: "report", lastJoinMs, lastId, expected });
    }),
  );
  const ready = reports.flatMap((reply) => (reply.type === "ready" ? [reply] : []));

  await new Promise((resolve) => setTimeout(resolve, 2000));
  const cpuStart = process.cpuUsage();
  const packetsStart = sfu.stats().packetsForwarded;
  const startedMs = Date.now();
  await new Promise((resolve) => setTimeout(resolve, args.seconds * 1000));
  const cpu = process.cpuUsage(cpuStart);
  const elapsedS = (Date.now() - startedMs) / 1000;
  const packetsPerSecond = (sfu.stats().packetsForwarded - packetsStart) / elapsedS;
  await Promise.all(workers.map((worker) => worker.ask({ type: "stop" })));
  clearTimeout(hardStop);

  const corePercent = ((cpu.user + cpu.system) / 1e6 / elapsedS) * 100;
  const frames = ready.flatMap((reply) => reply.firstFrameMs);
  const missing = ready.reduce((sum, reply) => sum + reply.missing, 0);
  console.log(
    `bench:sfu — ${n} participants, each publishing audio + ${args.fps} fps video and watching the other ${n - 1} (${workers.length} client processes)`,
  );
  console.log(`  server CPU: ${corePercent.toFixed(1)} % of one core over ${elapsedS.toFixed(1)} s`);
  console.log(
    `  forwarded: ${Math.round(packetsPerSecond)} packets/s (${n * (n - 1) * 2} subscribed streams, ${n * (n - 1) * (args.fps * 2 + 50)} due)`,
  );
  if (frames.length > 0)
    console.log(
      `  first frames after the last join: p50 ${ms(percentile(frames, 50))}  max ${ms(Math.max(...frames))}  (${frames.length} streams, ${missing} missing)`,
    );
  else console.log(`  first frames after the last join: none arrived (${missing} missing)`);
  for (const failure of ready.flatMap((reply) => reply.failures)) console.log(`  failed: ${failure}`);
  sfu.close();
  server.close();
}

await main();
