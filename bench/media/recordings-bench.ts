import { readPositiveArgs } from "../support/positive-args";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { tone } from "@mobex/media/pcm";
import { createBrowserPeer, type BrowserPeer } from "@mobex/media/test-support/browser-peer";
import { ms, percentile } from "../sip/stats";
import type { EndpointReply, EndpointRequest } from "./endpoint-process";

/*
 * Issue 12's figure: the CPU cost of N concurrent voicemail recordings. `--sessions` WebRTC peers
 * (werift, in this process) each send a 1 kHz tone for `--seconds` to a media endpoint that records
 * every session; the endpoint runs in a forked process, so its process.cpuUsage() is the endpoint's
 * work only (DTLS-SRTP, ICE, RTP, G.711 decoding, jitter buffer). Loopback only; figures are printed,
 * never asserted; the run stops by itself within `--max-seconds`.
 */
const USAGE = `npm run bench:media -- [--sessions 20] [--seconds 20] [--max-seconds 180]`;
const TONE_HZ = 1000;

function readArgs() {
  const { "max-seconds": maxSeconds, ...rest } = readPositiveArgs(USAGE, {
    sessions: 20,
    seconds: 20,
    "max-seconds": 180,
  });
  return { ...rest, maxSeconds };
}

async function main(): Promise<void> {
  const args = readArgs();
  const child = fork(fileURLToPath(new URL("./endpoint-process.ts", import.meta.url)), [], {
    execArgv: process.execArgv,
  });
  const deadline = setTimeout(() => {
    console.error(`media bench: stopped after --max-seconds ${args.maxSeconds}`);
    child.kill();
    process.exit(1);
  }, args.maxSeconds * 1000);
  const waiters = new Map<string, (reply: EndpointReply) => void>();
  child.on("message", (reply: EndpointReply) => {
    const key = reply.kind === "report" ? "report" : `answer-${reply.index}`;
    waiters.get(key)?.(reply);
  });
  const ask = (request: EndpointRequest, key: string) =>
    new Promise<EndpointReply>((resolve) => {
      waiters.set(key, resolve);
      child.send(request);
    });

  const peers: BrowserPeer[] = [];
  const answerMs: number[] = [];
  const connectMs: number[] = [];
  for (let index = 0; index < args.sessions; index += 1) {
    const peer = await createBrowserPeer(["opus", "PCMU", "PCMA", "telephone-event"]);
    const offeredAt = performance.now();
    const reply = await ask({ kind: "answer", index, offerSdp: peer.offerSdp }, `answer-${index}`);
    if (reply.kind !== "answered")
      throw new Error(`session ${index} was not answered: ${JSON.stringify(reply)}`);
    answerMs.push(performance.now() - offeredAt);
    await peer.accept(reply.answerSdp);
    await peer.connected();
    connectMs.push(performance.now() - offeredAt);
    peers.push(peer);
  }
  console.log(
    `offer → answer: median ${ms(percentile(answerMs, 50))}, max ${ms(Math.max(...answerMs))}; ` +
      `offer → DTLS connected: median ${ms(percentile(connectMs, 50))}, max ${ms(Math.max(...connectMs))}`,
  );
  console.log(
    `media bench: ${args.sessions} sessions connected; each sends ${args.seconds} s of a ${TONE_HZ} Hz tone`,
  );

  child.send({ kind: "record", recordMs: args.seconds * 1000 } satisfies EndpointRequest);
  const audio = tone(TONE_HZ, args.seconds * 1000);
  await Promise.all(peers.map((peer) => peer.sendAudio(audio)));
  const report = await ask({ kind: "report" }, "report");
  if (report.kind !== "report") throw new Error("no report from the endpoint");
  await Promise.all(peers.map((peer) => peer.close()));
  clearTimeout(deadline);
  print(args, report);
}

function print(
  args: { sessions: number; seconds: number },
  report: Extract<EndpointReply, { kind: "report" }>,
): void {
  const cpuMs = report.cpuUserMs + report.cpuSystemMs;
  const audioSeconds = args.sessions * args.seconds;
  const durations = report.recordings.map((recording) => recording.durationMs);
  const toneOk = report.recordings.filter((recording) => recording.dominantHz === TONE_HZ).length;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    [
      `endpoint CPU: ${cpuMs.toFixed(0)} ms (user ${report.cpuUserMs.toFixed(0)}, system ${report.cpuSystemMs.toFixed(0)}) over ${(report.wallMs / 1000).toFixed(1)} s`,
      `CPU of one core: ${((100 * cpuMs) / report.wallMs).toFixed(1)} %`,
      `per session: ${(cpuMs / audioSeconds).toFixed(2)} ms CPU per second of audio`,
      `memory: rss ${mb(report.rssBytes)} (${mb(report.idleRssBytes)} before the first session), heap used ${mb(report.heapUsedBytes)}`,
      `recordings: ${report.recordings.length}, ${Math.min(...durations)}–${Math.max(...durations)} ms, the ${TONE_HZ} Hz tone in ${toneOk}`,
    ].join("\n"),
  );
}

await main();
