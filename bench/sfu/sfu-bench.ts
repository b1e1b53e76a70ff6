import { fork } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createSfu } from "@mobex/sfu/sfu";
import { ms, percentile } from "../sip/stats";
import { readPositiveArgs } from "../support/positive-args";
import type { ParticipantsJob, ParticipantsMessage } from "./sfu-participants";

/*
 * The conference SFU under a meeting's load: `--participants` werift clients in one room, each
 * publishing VP8-sized video at `--fps` plus Opus-sized audio and subscribing to everybody else.
 * The SFU runs in this process on loopback (as the app embeds it), the clients in a forked one,
 * so process.cpuUsage() here is the SFU's work. Prints CPU, forwarded packets/s and first-frame
 * times after the last join; never asserts; stops within `--max-seconds`.
 */
const USAGE = "npm run bench:sfu -- [--participants 3] [--fps 15] [--seconds 10] [--max-seconds 90]";

async function main(): Promise<void> {
  const args = readPositiveArgs(USAGE, { participants: 3, fps: 15, seconds: 10, "max-seconds": 90 });
  const sfu = createSfu({ network: { bindAddress: "127.0.0.1", portRange: [41000, 41999] } });
  const server = createServer((_, response) => response.writeHead(404).end());
  server.on("upgrade", (request, socket, head) => sfu.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const room = "benchroom0001";
  sfu.rooms.ensure(room, { description: "bench", pin: null, publishers: args.participants });

  const child = fork(fileURLToPath(new URL("./sfu-participants.ts", import.meta.url)), [], {
    execArgv: process.execArgv,
  });
  const hardStop = setTimeout(() => {
    console.error(`bench:sfu did not finish within ${args["max-seconds"]} s`);
    child.kill("SIGKILL");
    process.exit(1);
  }, args["max-seconds"] * 1000);
  const next = () => new Promise<ParticipantsMessage>((resolve) => child.once("message", resolve));
  child.send({
    url: `ws://127.0.0.1:${port}/janus`,
    room,
    participants: args.participants,
    fps: args.fps,
  } satisfies ParticipantsJob);

  const ready = await next();
  if (ready.type !== "ready") throw new Error("the participants did not get ready");
  // Settle, then measure a steady window.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const cpuStart = process.cpuUsage();
  const packetsStart = sfu.stats().packetsForwarded;
  const startedMs = Date.now();
  await new Promise((resolve) => setTimeout(resolve, args.seconds * 1000));
  const cpu = process.cpuUsage(cpuStart);
  const elapsedS = (Date.now() - startedMs) / 1000;
  const packetsPerSecond = (sfu.stats().packetsForwarded - packetsStart) / elapsedS;
  child.send("stop");
  await next();
  clearTimeout(hardStop);

  const corePercent = ((cpu.user + cpu.system) / 1e6 / elapsedS) * 100;
  const frames = ready.firstFrameMs;
  const n = args.participants;
  console.log(
    `bench:sfu — ${n} participants, each publishing audio + ${args.fps} fps video and watching the other ${n - 1}`,
  );
  console.log(`  server CPU: ${corePercent.toFixed(1)} % of one core over ${elapsedS.toFixed(1)} s`);
  console.log(
    `  forwarded: ${Math.round(packetsPerSecond)} packets/s (${n * (n - 1) * 2} subscribed streams)`,
  );
  if (frames.length > 0)
    console.log(
      `  first frames after the last join: p50 ${ms(percentile(frames, 50))}  max ${ms(Math.max(...frames))}  (${frames.length} streams, ${ready.missing} missing)`,
    );
  else console.log(`  first frames after the last join: none arrived (${ready.missing} missing)`);
  for (const failure of ready.failures) console.log(`  failed: ${failure}`);
  sfu.close();
  server.close();
}

await main();
