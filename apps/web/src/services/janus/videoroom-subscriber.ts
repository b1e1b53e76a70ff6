import { z } from "zod/mini";
import { TypedEmitter } from "../sip/typed-emitter";
import type { JanusConnection } from "./janus-connection";
import type { JanusHandle, PluginAnswer } from "./janus-handle";
import { type SubscriptionStream, subscriptionStreamSchema } from "./janus-wire";
import { SerialQueue, answerOffer, handlePeerConnection } from "./peer-connection";
import { VIDEOROOM_PLUGIN } from "./videoroom-publisher";

/**
 * One multistream subscriber handle for every remote feed (videoroom.html "Subscribers"): "join"
 * ptype subscriber with [{feed, mid}], "start" with our answer, "update" subscribe/unsubscribe with a
 * renegotiation, "configure" restart for an ICE restart.
 *
 *   idle ─first subscribe─▶ active ─last unsubscribe stays active (Janus keeps the handle)
 *     └──────────────── dispose / session lost ───────▶ closed
 */
export type SubscriberState = "idle" | "active" | "closed";

export interface StreamRef {
  readonly feed: string;
  /** Omitted: every stream of the feed. */
  readonly mid?: string;
}

export interface RemoteTrack {
  readonly feedId: string;
  /** The feed's own mid, as its publisher entry lists it. */
  readonly feedMid: string;
  readonly track: MediaStreamTrack;
}

export interface SubscriberEvents {
  track: RemoteTrack;
  closed: { readonly reason: string };
}

export interface SubscriberOptions {
  readonly room: string;
  readonly pin: string;
  readonly privateId: number | null;
  readonly iceServers: readonly RTCIceServer[];
}

const streamsSchema = z.array(subscriptionStreamSchema);

export class VideoRoomSubscriber extends TypedEmitter<SubscriberEvents> {
  #state: SubscriberState = "idle";
  #pc: RTCPeerConnection | null = null;
  #handle: JanusHandle | null = null;
  /** Our mid → the feed stream it carries (from the last attached/updated). */
  #streams = new Map<string, SubscriptionStream>();
  readonly #queue = new SerialQueue();

  constructor(
    private readonly connection: JanusConnection,
    private readonly options: SubscriberOptions,
  ) {
    super();
  }

  get state(): SubscriberState {
    return this.#state;
  }

  get peerConnection(): RTCPeerConnection | null {
    return this.#pc;
  }

  /** Subscribes to and drops feed streams in one renegotiation. */
  update(subscribe: readonly StreamRef[], unsubscribe: readonly StreamRef[]): Promise<void> {
    return this.#queue.run(async () => {
      if (this.#state === "closed") return;
      if (this.#handle === null) {
        if (subscribe.length === 0) return;
        await this.#join(subscribe);
        return;
      }
      if (subscribe.length === 0 && unsubscribe.length === 0) return;
      const answer = await this.#handle.message({
        request: "update",
        ...(subscribe.length === 0 ? {} : { subscribe: subscribe.map(toJanusStream) }),
        ...(unsubscribe.length === 0 ? {} : { unsubscribe: unsubscribe.map(toJanusStream) }),
      });
      await this.#renegotiate(answer);
    });
  }

  /** ICE restart: Janus sends a new offer with fresh credentials (configure restart). */
  restartIce(): Promise<void> {
    return this.#queue.run(async () => {
      if (this.#handle === null || this.#state === "closed") return;
      await this.#renegotiate(await this.#handle.message({ request: "configure", restart: true }));
    });
  }

  async #join(subscribe: readonly StreamRef[]): Promise<void> {
    const handle = await this.connection.attach(VIDEOROOM_PLUGIN);
    this.#handle = handle;
    handle.on("event", (answer) => {
      // An update Janus postponed (an offer was in flight) arrives later as its own event.
      if (answer.jsep?.type === "offer")
        this.#queue.run(() => this.#renegotiate(answer)).catch(() => undefined);
    });
    handle.on("hangup", ({ reason }) => this.#close(reason));
    handle.on("detached", () => this.#close("detached"));
    const pc = handlePeerConnection(handle, this.options.iceServers);
    this.#pc = pc;
    // A path that broke (network change): Janus offers fresh ICE credentials on "configure restart".
    pc.addEventListener("iceconnectionstatechange", () => {
      if (pc.iceConnectionState === "failed") this.restartIce().catch(() => undefined);
    });
    pc.addEventListener("track", (event) => {
      const stream = this.#streams.get(event.transceiver.mid ?? "");
      if (stream?.feed_id === undefined) return;
      this.emit("track", {
        feedId: stream.feed_id,
        feedMid: stream.feed_mid ?? stream.mid,
        track: event.track,
      });
    });
    const answer = await handle.message({
      request: "join",
      ptype: "subscriber",
      room: this.options.room,
      pin: this.options.pin,
      ...(this.options.privateId === null ? {} : { private_id: this.options.privateId }),
      streams: subscribe.map(toJanusStream),
    });
    this.#state = "active";
    await this.#renegotiate(answer);
  }

  /** Applies an attached/updated answer: remember its streams, answer its offer with "start". */
  async #renegotiate({ data, jsep }: PluginAnswer): Promise<void> {
    const streams = z.safeParse(streamsSchema, data["streams"]);
    if (streams.success) this.#streams = new Map(streams.data.map((stream) => [stream.mid, stream]));
    if (jsep?.type !== "offer" || this.#pc === null || this.#handle === null) return;
    const answer = await answerOffer(this.#pc, jsep);
    await this.#handle.message({ request: "start" }, answer);
  }

  /** The feed stream our receiving transceiver `mid` carries, if any. */
  streamOf(mid: string): SubscriptionStream | undefined {
    return this.#streams.get(mid);
  }

  #close(reason: string): void {
    if (this.#state === "closed") return;
    this.#state = "closed";
    this.#pc?.close();
    this.#pc = null;
    this.emit("closed", { reason });
    this.removeAllListeners();
  }

  dispose(): void {
    if (this.#state === "closed") return;
    this.#handle?.detach().catch(() => undefined);
    this.#close("disposed");
  }
}

const toJanusStream = (ref: StreamRef) =>
  ref.mid === undefined ? { feed: ref.feed } : { feed: ref.feed, mid: ref.mid };
