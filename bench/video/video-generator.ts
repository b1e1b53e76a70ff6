import { performance } from "node:perf_hooks";
import { io, type Socket } from "socket.io-client";
import {
  VIDEO_SOCKET_PATH,
  type VideoClientToServerEvents,
  type VideoServerToClientEvents,
} from "../../packages/contracts/src/video";

/*
 * The bench's clients, in their own process so that the server's CPU is the server's alone: one
 * socket per user as the web app connects, calls set up and torn down in rounds, all calls of a
 * round at once. Tells the parent when each phase starts and ends (it reads its CPU then).
 */
export type Party = { token: string; phone: string };
export type GeneratorJob = {
  url: string;
  pairs: { caller: Party; callee: Party }[];
  rounds: number;
  candidates: number;
};
export type Phase = "connect" | "setUp" | "tearDown";
export type GeneratorMessage =
  | { type: "phase"; phase: Phase; edge: "start" | "end" }
  | { type: "report"; connectMs: number[]; setUpMs: number[]; tearDownMs: number[] };

type Client = Socket<VideoServerToClientEvents, VideoClientToServerEvents>;

const offer = {
  type: "offer",
  sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n" + "a=x\r\n".repeat(800),
} as const;
const answer = { type: "answer", sdp: offer.sdp.replace("o=- 1", "o=- 2") } as const;
const candidateOf = (n: number) => ({
  candidate: `candidate:${n} 1 udp 2122260223 127.0.0.1 ${50_000 + n} typ host generation 0`,
  sdpMid: "0",
  sdpMLineIndex: 0,
});

function send(message: GeneratorMessage): void {
  process.send?.(message);
}

function once<E extends keyof VideoServerToClientEvents>(socket: Client, event: E, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const listener = () => {
      if (++seen < count) return;
      socket.off(event, listener as never);
      resolve();
    };
    socket.on(event, listener as never);
  });
}

async function connect(url: string, party: Party): Promise<Client> {
  const socket: Client = io(url, {
    path: VIDEO_SOCKET_PATH,
    transports: ["websocket"],
    auth: { token: party.token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
  const ack = await socket.emitWithAck("setNumber", { number: party.phone, enabled: true });
  if (!ack.ok) throw new Error(`setNumber refused: ${ack.error.message}`);
  return socket;
}

/** callUser → incomingCall → rsdp → the caller has the answer; then candidates both ways. */
async function setUp(
  caller: Client,
  callee: Client,
  to: string,
  candidates: number,
): Promise<{ callId: string; ms: number }> {
  const started = performance.now();
  const ringing = new Promise<string>((resolve) =>
    callee.once("incomingCall", (call) => resolve(call.callId)),
  );
  const answered = once(caller, "rsdp");
  const ack = await caller.emitWithAck("callUser", { to, sdp: offer });
  if (!ack.ok) throw new Error(`callUser refused: ${ack.error.message}`);
  const callId = await ringing;
  callee.emit("rsdp", { callId, sdp: answer });
  await answered;
  const ms = performance.now() - started;
  const calleeHears = once(callee, "iceCandidate", candidates);
  const callerHears = once(caller, "iceCandidate", candidates);
  for (let n = 0; n < candidates; n++) {
    caller.emit("iceCandidate", { callId, candidate: candidateOf(n) });
    callee.emit("iceCandidate", { callId, candidate: candidateOf(100 + n) });
  }
  await Promise.all([calleeHears, callerHears]);
  return { callId, ms };
}

async function tearDown(caller: Client, callee: Client, callId: string): Promise<number> {
  const started = performance.now();
  const ended = once(callee, "hangUp");
  caller.emit("hangUp", { callId });
  await ended;
  return performance.now() - started;
}

async function run(job: GeneratorJob): Promise<void> {
  const connectMs: number[] = [];
  send({ type: "phase", phase: "connect", edge: "start" });
  const sockets = await Promise.all(
    job.pairs.map(async ({ caller, callee }) => {
      const started = performance.now();
      const pair = await Promise.all([connect(job.url, caller), connect(job.url, callee)]);
      connectMs.push(performance.now() - started);
      return pair;
    }),
  );
  send({ type: "phase", phase: "connect", edge: "end" });
  const setUpMs: number[] = [];
  const tearDownMs: number[] = [];
  for (let round = 0; round < job.rounds; round++) {
    send({ type: "phase", phase: "setUp", edge: "start" });
    const calls = await Promise.all(
      sockets.map(([caller, callee], i) => setUp(caller, callee, job.pairs[i]!.callee.phone, job.candidates)),
    );
    send({ type: "phase", phase: "setUp", edge: "end" });
    setUpMs.push(...calls.map((call) => call.ms));
    send({ type: "phase", phase: "tearDown", edge: "start" });
    tearDownMs.push(
      ...(await Promise.all(
        sockets.map(([caller, callee], i) => tearDown(caller, callee, calls[i]!.callId)),
      )),
    );
    send({ type: "phase", phase: "tearDown", edge: "end" });
  }
  for (const [caller, callee] of sockets) {
    caller.close();
    callee.close();
  }
  send({ type: "report", connectMs, setUpMs, tearDownMs });
}

process.once("message", (job: GeneratorJob) => {
  run(job).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
});
