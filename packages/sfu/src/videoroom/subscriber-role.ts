import type { HandleLink, Jsep, PluginData, TrickleCandidate } from "../core/plugin";
import { SubscriberMedia, type SubscribedSlot } from "./subscriber-media";
import type { VideoRoomContext } from "./videoroom-context";
import { VideoRoomError, VideoRoomErrorCode } from "./videoroom-errors";
import type { StreamSelection, UpdateRequest } from "./videoroom-requests";
import type { RoomSubscriber, VideoRoom } from "./videoroom-room";

const MAX_SLOTS = 64;

/**
 * A multistream subscription (Janus 1.x): the server offers the chosen streams, `start` takes the
 * answer, `update` adds and removes streams with a new offer, `configure` restarts ICE.
 */
export class SubscriberRole implements RoomSubscriber {
  private readonly media: SubscriberMedia;
  /** A feed left while our offer waited for its answer: renegotiate once it comes. */
  private renegotiationDue = false;
  private awaitingAnswer = false;

  constructor(
    readonly room: VideoRoom,
    private readonly link: HandleLink,
    context: VideoRoomContext,
    useMsid: boolean,
    private readonly schedule: (work: () => Promise<void>) => void,
    private readonly onEvicted: () => void,
  ) {
    this.media = new SubscriberMedia(
      context.network,
      {
        onConnected: () => link.notifyWebrtcUp(),
        onGone: (reason) => link.notifyHangup(reason),
        onSlowLink: (slot, lost) => link.notifySlowLink(slot.mid, slot.type, false, lost),
      },
      useMsid,
    );
  }

  async join(selections: readonly StreamSelection[]): Promise<{ data: PluginData; jsep: Jsep }> {
    this.subscribe(selections);
    const sdp = await this.offer(false);
    return {
      data: { videoroom: "attached", room: this.room.id, streams: this.describe() },
      jsep: { type: "offer", sdp },
    };
  }

  async start(jsep: Jsep | undefined): Promise<PluginData> {
    if (jsep) {
      if (jsep.type !== "answer")
        throw new VideoRoomError(VideoRoomErrorCode.INVALID_SDP_TYPE, `Unsupported SDP type '${jsep.type}'`);
      try {
        await this.media.accept(jsep.sdp);
      } catch (error) {
        throw new VideoRoomError(VideoRoomErrorCode.INVALID_SDP, `Error processing SDP: ${String(error)}`);
      }
      this.awaitingAnswer = false;
      if (this.renegotiationDue) this.schedule(() => this.renegotiate());
    }
    for (const slot of this.media.slots) slot.sending = true;
    this.media.requestKeyframes();
    return { videoroom: "event", room: this.room.id, started: "ok" };
  }

  pause(): PluginData {
    for (const slot of this.media.slots) slot.sending = false;
    return { videoroom: "event", room: this.room.id, paused: "ok" };
  }

  async update(request: UpdateRequest): Promise<{ data: PluginData; jsep?: Jsep }> {
    let changed = false;
    for (const entry of request.unsubscribe ?? []) {
      for (const slot of this.media.slots) {
        const source = slot.source;
        if (!source) continue;
        const matches =
          entry.sub_mid !== undefined
            ? slot.mid === entry.sub_mid
            : entry.feed !== undefined &&
              source.feedId === entry.feed &&
              (entry.mid === undefined || source.stream.mid === entry.mid);
        if (!matches) continue;
        this.media.detach(slot);
        changed = true;
      }
    }
    if (request.subscribe?.length) {
      this.subscribe(request.subscribe);
      changed = true;
    }
    const data = { videoroom: "updated", room: this.room.id } as PluginData;
    if (!changed) return { data: { ...data, streams: this.describe() } };
    const sdp = await this.offer(false);
    return { data: { ...data, streams: this.describe() }, jsep: { type: "offer", sdp } };
  }

  async configure(
    restart: boolean,
    streams: readonly { mid: string; send?: boolean }[],
  ): Promise<{ data: PluginData; jsep?: Jsep }> {
    for (const entry of streams) {
      const slot = this.media.slots.find((candidate) => candidate.mid === entry.mid);
      if (slot && entry.send !== undefined) slot.sending = entry.send;
    }
    const data = { videoroom: "event", room: this.room.id, configured: "ok" };
    if (!restart) return { data };
    const sdp = await this.offer(true);
    return { data, jsep: { type: "offer", sdp } };
  }

  trickle(candidate: TrickleCandidate | null): void {
    if (candidate) this.media.addIceCandidate(candidate);
  }

  feedGone(feedId: string, mid?: string): void {
    const gone = this.media.slots.filter(
      (slot) => slot.source?.feedId === feedId && (mid === undefined || slot.source.stream.mid === mid),
    );
    if (gone.length === 0) return;
    for (const slot of gone) this.media.detach(slot);
    this.schedule(() => this.renegotiate());
  }

  leave(): void {
    this.room.subscribers.delete(this);
    this.media.close();
  }

  evict(): void {
    this.leave();
    this.onEvicted();
  }

  private subscribe(selections: readonly StreamSelection[]): void {
    const plan: {
      feedId: string;
      display: string | undefined;
      stream: NonNullable<SubscribedSlot["source"]>["stream"];
    }[] = [];
    for (const selection of selections) {
      const publisher = this.room.participants.get(selection.feed);
      const media = publisher?.media;
      if (!publisher || !media)
        throw new VideoRoomError(VideoRoomErrorCode.NO_SUCH_FEED, `No such feed (${selection.feed})`);
      const streams =
        selection.mid === undefined
          ? [...media.streams.values()]
          : [media.streams.get(selection.mid)].filter((s) => s !== undefined);
      if (streams.length === 0)
        throw new VideoRoomError(
          VideoRoomErrorCode.NO_SUCH_FEED,
          `No such mid '${selection.mid}' in feed (${selection.feed})`,
        );
      for (const stream of streams) {
        const already = this.media.slots.some((slot) => slot.source?.stream === stream);
        if (!already) plan.push({ feedId: publisher.id, display: publisher.display, stream });
      }
    }
    const free = this.media.slots.filter((slot) => slot.source === undefined).length;
    if (this.media.slots.length - free + plan.length > MAX_SLOTS)
      throw new VideoRoomError(
        VideoRoomErrorCode.INVALID_ELEMENT,
        `At most ${MAX_SLOTS} streams per subscription`,
      );
    for (const entry of plan) this.media.attach(entry.feedId, entry.display, entry.stream);
  }

  private async offer(iceRestart: boolean): Promise<string> {
    const sdp = await this.media.offer(iceRestart);
    this.awaitingAnswer = true;
    this.renegotiationDue = false;
    return sdp;
  }

  /** Janus 1.x: a feed that leaves takes its m-lines with it, announced as an `updated` offer. */
  private async renegotiate(): Promise<void> {
    if (this.awaitingAnswer) {
      this.renegotiationDue = true;
      return;
    }
    const sdp = await this.offer(false);
    this.link.pushEvent(
      { videoroom: "updated", room: this.room.id, streams: this.describe() },
      { type: "offer", sdp },
    );
  }

  private describe(): PluginData[] {
    return this.media.slots.map((slot) => {
      const source = slot.source;
      return {
        type: slot.type,
        mindex: slot.mindex,
        mid: slot.mid,
        active: source !== undefined,
        ...(source
          ? {
              feed_id: source.feedId,
              feed_mid: source.stream.mid,
              ...(source.display === undefined ? {} : { feed_display: source.display }),
              codec: source.stream.codec,
              send: slot.sending,
            }
          : {}),
      };
    });
  }
}
