// The media endpoint alone in its process, driven over the fork IPC channel by recordings-bench.ts,
// so process.cpuUsage() here is the endpoint's work only (the peers run in the parent).
import { createMediaEndpoint } from "@mobex/media/media-endpoint";
import type { MediaSession, Recording } from "@mobex/media/media-types";
import { dominantFrequency } from "@mobex/media/test-support/audio-analysis";

export type EndpointRequest =
  | { kind: "answer"; index: number; offerSdp: string }
  /** Starts the measurement and a recording of `recordMs` on every session. */
  | { kind: "record"; recordMs: number }
  | { kind: "report" };

export interface RecordingSummary {
  readonly durationMs: number;
  readonly endedBy: Recording["endedBy"];
  readonly dominantHz: number;
}

export type EndpointReply =
  | { kind: "answered"; index: number; answerSdp: string }
  | { kind: "failed"; index: number; message: string }
  | {
      kind: "report";
      cpuUserMs: number;
      cpuSystemMs: number;
      wallMs: number;
      rssBytes: number;
      heapUsedBytes: number;
      /** Before the first session: the process with its modules loaded. */
      idleRssBytes: number;
      recordings: RecordingSummary[];
    };

const idleRssBytes = process.memoryUsage().rss;
const endpoint = createMediaEndpoint({ bindAddress: "127.0.0.1", portRange: [42000, 42999] });
const sessions: MediaSession[] = [];
const recordings: Promise<Recording>[] = [];
let measuredFrom = { cpu: process.cpuUsage(), wallMs: performance.now() };

const reply = (message: EndpointReply) => process.send?.(message);

async function answer(request: Extract<EndpointRequest, { kind: "answer" }>): Promise<void> {
  let session: MediaSession;
  try {
    session = await endpoint.answer(request.offerSdp);
  } catch (error) {
    reply({ kind: "failed", index: request.index, message: String(error) });
    return;
  }
  sessions.push(session);
  reply({ kind: "answered", index: request.index, answerSdp: session.answerSdp });
}

function record(recordMs: number): void {
  measuredFrom = { cpu: process.cpuUsage(), wallMs: performance.now() };
  for (const session of sessions) {
    recordings.push(
      session.record({ maxMs: recordMs }).then((recording) => {
        session.hangup();
        return recording;
      }),
    );
  }
}

// The bench went away (finished or failed): nothing is left to measure.
process.on("disconnect", () => process.exit(0));

process.on("message", (request: EndpointRequest) => {
  switch (request.kind) {
    case "answer":
      void answer(request);
      break;
    case "record":
      record(request.recordMs);
      break;
    case "report":
      void report();
      break;
  }
});

async function report(): Promise<void> {
  const done = await Promise.all(recordings);
  // Measured up to the last recording's end, before the tone analysis below adds its own CPU.
  const cpu = process.cpuUsage(measuredFrom.cpu);
  const wallMs = performance.now() - measuredFrom.wallMs;
  const memory = process.memoryUsage();
  const summaries = done.map(({ audio, durationMs, endedBy }) => ({
    durationMs,
    endedBy,
    dominantHz: dominantFrequency(audio.samples.subarray(0, 8000), 300, 3000, 20),
  }));
  reply({
    kind: "report",
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
    wallMs,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    idleRssBytes,
    recordings: summaries,
  });
  await endpoint.close();
  process.disconnect();
}
