import { TypedEmitter } from "../sip/typed-emitter";
import type { JanusConnection } from "./janus-connection";
import type { JanusHandle } from "./janus-handle";
import type { JanusPublisher } from "./janus-wire";
import { handlePeerConnection, SerialQueue } from "./peer-connection";
import { type VideoRoomEvent, videoRoomEvents } from "./videoroom-events";

export const VIDEOROOM_PLUGIN = "janus.plugin.videoroom";

/**
 * A VideoRoom publisher handle (videoroom.html, multistream "join" ptype publisher, "publish",
 * "configure", "unpublish", "leave"):
 *
 *   joined ─publish─▶ publishing ─unpublish─▶ joined
 *     └──────────── leave / dispose / session lost ───────▶ closed
 */
export type PublisherState = "joined" | "publishing" | "closed";

export interface PublisherJoin {
  readonly room: string;
  /** The feed id (string_ids): spec 2 §3 "a random number of up to 4 digits followed by the phone". */
  readonly id: string;
  readonly display: string;
  readonly pin: string;
  readonly iceServers: readonly RTCIceServer[];
}

export interface PublisherEvents {
  room: VideoRoomEvent;
  /** Janus hung up the publisher's PeerConnection or the handle went away. */
  closed: { readonly reason: string };
}

export class VideoRoomPublisher extends TypedEmitter<PublisherEvents> {
  #state: PublisherState = "joined";
  #pc: RTCPeerConnection | null = null;
  /** Janus refuses a configure with an offer while another is in flight. */
  readonly #negotiations = new SerialQueue();

  private constructor(
    private readonly handle: JanusHandle,
    private readonly join: PublisherJoin,
    /** Subscribers pass it so Janus ties them to this participant (a number, even with string_ids). */
    readonly privateId: number | null,
    /** The publishers already in the room when we joined. */
    readonly present: readonly JanusPublisher[],
  ) {
    super();
    handle.on("event", ({ data }) => {
      for (const event of videoRoomEvents(data)) this.emit("room", event);
    });
    handle.on("hangup", ({ reason }) => this.#close(reason));
    handle.on("detached", () => this.#close("detached"));
  }

  /** Attaches and joins the room as a publisher; rejects with Janus's error (426 no such room, 433 wrong pin…). */
  static async join(connection: JanusConnection, join: PublisherJoin): Promise<VideoRoomPublisher> {
    const handle = await connection.attach(VIDEOROOM_PLUGIN);
    try {
      const { data } = await handle.message({
        request: "join",
        ptype: "publisher",
        room: join.room,
        id: join.id,
        display: join.display,
        pin: join.pin,
      });
      const joined = videoRoomEvents(data).find((event) => event.kind === "publishers");
      const privateId = data["private_id"];
      return new VideoRoomPublisher(
        handle,
        join,
        typeof privateId === "number" ? privateId : null,
        joined?.kind === "publishers" ? joined.publishers : [],
      );
    } catch (error) {
      await handle.detach().catch(() => undefined);
      throw error;
    }
  }

  get state(): PublisherState {
    return this.#state;
  }

  get feedId(): string {
    return this.join.id;
  }

  /** The sending PeerConnection, for statistics. */
  get peerConnection(): RTCPeerConnection | null {
    return this.#pc;
  }

  /** Offers the stream's tracks (sendonly) and applies Janus's answer. */
  async publish(stream: MediaStream, bitrateBps: number): Promise<void> {
    if (this.#state !== "joined") throw new Error(`Cannot publish while ${this.#state}`);
    const pc = handlePeerConnection(this.handle, this.join.iceServers);
    this.#pc = pc;
    // A path that broke (network change): offer fresh ICE credentials, as janus.js does.
    pc.addEventListener("iceconnectionstatechange", () => {
      if (pc.iceConnectionState === "failed") this.restartIce().catch(() => undefined);
    });
    for (const track of stream.getTracks())
      pc.addTransceiver(track, { direction: "sendonly", streams: [stream] });
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const { jsep } = await this.handle.message(
      { request: "publish", bitrate: bitrateBps },
      { type: "offer", sdp: offer.sdp ?? "" },
    );
    if (jsep === undefined) throw new Error("Janus published without an answer");
    await pc.setRemoteDescription(jsep);
    this.#state = "publishing";
  }

  /**
   * ICE restart of the sending side (janus.js: `createOffer({iceRestart: true})` sent with
   * "configure"): Janus answers with its new credentials and the media goes on.
   */
  restartIce(): Promise<void> {
    return this.#negotiations.run(async () => {
      const pc = this.#pc;
      if (this.#state !== "publishing" || pc === null) return;
      const offer = await pc.createOffer({ iceRestart: true });
      await pc.setLocalDescription(offer);
      const { jsep } = await this.handle.message(
        { request: "configure" },
        { type: "offer", sdp: offer.sdp ?? "" },
      );
      if (jsep === undefined) throw new Error("Janus restarted ICE without an answer");
      if (this.#pc === pc) await pc.setRemoteDescription(jsep);
    });
  }

  /** Puts a new track (another device, camera back on) in place of the one of its kind, without renegotiation. */
  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null): Promise<void> {
    const sender = this.#senderOf(kind);
    if (sender !== undefined) await sender.replaceTrack(track);
  }

  /** configure: the bitrate cap (0 = none) and which of our streams Janus relays (Janus 1.x `streams[].send`). */
  async configure(settings: {
    readonly bitrateBps?: number;
    readonly audio?: boolean;
    readonly video?: boolean;
  }): Promise<void> {
    const streams: { mid: string; send: boolean }[] = [];
    for (const kind of ["audio", "video"] as const) {
      const send = settings[kind];
      const mid = this.#transceiverOf(kind)?.mid;
      if (send !== undefined && mid !== null && mid !== undefined) streams.push({ mid, send });
    }
    await this.handle.message({
      request: "configure",
      ...(settings.bitrateBps === undefined ? {} : { bitrate: settings.bitrateBps }),
      ...(streams.length === 0 ? {} : { streams }),
    });
  }

  #transceiverOf(kind: "audio" | "video"): RTCRtpTransceiver | undefined {
    return this.#pc
      ?.getTransceivers()
      .find(
        (transceiver) => transceiver.sender.track?.kind === kind || transceiver.receiver.track.kind === kind,
      );
  }

  #senderOf(kind: "audio" | "video"): RTCRtpSender | undefined {
    return this.#transceiverOf(kind)?.sender;
  }

  async unpublish(): Promise<void> {
    if (this.#state !== "publishing") return;
    await this.handle.message({ request: "unpublish" }).catch(() => undefined);
    this.#pc?.close();
    this.#pc = null;
    this.#state = "joined";
  }

  /** Leaves the room and detaches; the PeerConnection closes. */
  async leave(): Promise<void> {
    if (this.#state === "closed") return;
    await this.handle.message({ request: "leave" }).catch(() => undefined);
    await this.handle.detach().catch(() => undefined);
    this.#close("left");
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
    this.handle.detach().catch(() => undefined);
    this.#close("disposed");
  }
}
