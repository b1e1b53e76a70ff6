import { JanusClient, pluginData, type JanusReply } from "@mobex/sfu/test-support/janus-client";
import { CountingSubscriber, publisherOffer, sendSyntheticMedia } from "@mobex/sfu/test-support/rtp-peers";

/*
 * The conference clients of bench:sfu, in a process of their own: N werift participants join one
 * room one after another as a browser does — publish, subscribe to the feeds already there, and
 * `update` their subscription when a `publishers` event names a newcomer.
 */
export type ParticipantsJob = { url: string; room: string; fps: number; ports: readonly [number, number] };
/** Parent → worker. */
export type WorkerCommand =
  | { type: "join"; job: ParticipantsJob; index: number }
  | { type: "report"; lastJoinMs: number; lastId: string; expected: number }
  | { type: "stop" };
/** Worker → parent. */
export type WorkerMessage =
  | { type: "joined"; index: number; id: string }
  | { type: "ready"; firstFrameMs: number[]; missing: number; failures: string[] }
  | { type: "closed" };

type Viewer = { subscriber: CountingSubscriber; handle: number; mids: Map<string, string> };

const VIDEO_MID = "1";

const failures: string[] = [];

async function participant(job: ParticipantsJob, index: number, stops: (() => void)[]) {
  const client = await JanusClient.open(job.url);
  client.replyTimeoutMs = 30_000;
  const session = await client.createSession();
  const keepalive = setInterval(
    () => void client.request({ janus: "keepalive", session_id: session }),
    20_000,
  );
  const id = `${1000 + index}5550${String(index).padStart(3, "0")}`;
  const handle = await client.attach(session, "janus.plugin.videoroom");
  const joined = await client.message(session, handle, {
    request: "join",
    ptype: "publisher",
    room: job.room,
    id,
    display: `P${index}`,
  });
  const { peer, sdp } = await publisherOffer(job.ports);
  const configured = await client.message(
    session,
    handle,
    { request: "publish", bitrate: 400_000 },
    { type: "offer", sdp },
  );
  await peer.setRemoteDescription(configured.jsep as { type: "answer"; sdp: string });
  stops.push(sendSyntheticMedia(peer, { fps: job.fps, audioLevel: 60 }));
  const viewer: Viewer = {
    subscriber: new CountingSubscriber(job.ports),
    handle: await client.attach(session, "janus.plugin.videoroom"),
    mids: new Map(),
  };
  const present = (pluginData(joined).publishers as { id: string }[]).map((publisher) => publisher.id);
  let subscribed = false;
  let chain = Promise.resolve();
  const subscribe = (feeds: string[]) => {
    chain = chain
      .then(async () => {
        const streams = feeds
          .map((feed) => ({ feed, mid: VIDEO_MID }))
          .concat(feeds.map((feed) => ({ feed, mid: "0" })));
        const body = subscribed
          ? { request: "update", subscribe: streams }
          : { request: "join", ptype: "subscriber", room: job.room, streams };
        const reply = await client.message(session, viewer.handle, body);
        subscribed = true;
        remember(viewer, reply);
        if (!reply.jsep) throw new Error(JSON.stringify(pluginData(reply)));
        const answer = await viewer.subscriber.answer((reply.jsep as { sdp: string }).sdp);
        await client.message(session, viewer.handle, { request: "start" }, answer);
      })
      .catch((error: unknown) => void failures.push(`P${index} subscribe: ${String(error).split("\n")[0]}`));
    return chain;
  };
  const seen = new Set(present);
  const watchNewcomers = setInterval(() => {
    const fresh = newcomers(client.received, handle, seen);
    if (fresh.length > 0) void subscribe(fresh);
  }, 50);
  if (present.length > 0) await subscribe(present);
  stops.push(() => {
    clearInterval(keepalive);
    clearInterval(watchNewcomers);
    void viewer.subscriber.peer.close();
    void peer.close();
    client.close();
  });
  return { id, viewer };
}

function remember(viewer: Viewer, reply: JanusReply): void {
  for (const stream of (pluginData(reply).streams ?? []) as { mid: string; feed_id?: string; type: string }[])
    if (stream.feed_id && stream.type === "video") viewer.mids.set(stream.mid, stream.feed_id);
}

function newcomers(received: JanusReply[], handle: number, seen: Set<string>): string[] {
  const fresh: string[] = [];
  for (const message of received) {
    if (message.sender !== handle) continue;
    for (const publisher of (pluginData(message).publishers ?? []) as { id: string }[]) {
      if (seen.has(publisher.id)) continue;
      seen.add(publisher.id);
      fresh.push(publisher.id);
    }
  }
  return fresh;
}

const stops: (() => void)[] = [];
const here: { id: string; viewer: Viewer }[] = [];

/**
 * First frames after the last join: what the newcomer sees of everybody, and everybody of it —
 * of this worker's participants. `expected` is how many of those this worker should see.
 */
async function report(command: Extract<WorkerCommand, { type: "report" }>): Promise<WorkerMessage> {
  const deadline = Date.now() + 10_000;
  const firstFrames = () =>
    here.flatMap(({ id, viewer }) =>
      [...viewer.mids].flatMap(([mid, feed]) => {
        const relevant = id === command.lastId || feed === command.lastId;
        const at = viewer.subscriber.firstPacketMs.get(mid);
        return relevant && at !== undefined ? [at - command.lastJoinMs] : [];
      }),
    );
  while (firstFrames().length < command.expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const frames = firstFrames();
  return { type: "ready", firstFrameMs: frames, missing: command.expected - frames.length, failures };
}

async function obey(command: WorkerCommand): Promise<WorkerMessage> {
  switch (command.type) {
    case "join":
      try {
        const joined = await participant(command.job, command.index, stops);
        here.push(joined);
        return { type: "joined", index: command.index, id: joined.id };
      } catch (error) {
        failures.push(`P${command.index} join: ${String(error).split("\n")[0]}`);
        return { type: "joined", index: command.index, id: "" };
      }
    case "report":
      return report(command);
    case "stop":
      for (const stop of stops) stop();
      setTimeout(() => process.exit(0), 200).unref();
      return { type: "closed" };
  }
}

process.on("message", (command: WorkerCommand) => {
  void obey(command).then((reply) => process.send?.(reply));
});
