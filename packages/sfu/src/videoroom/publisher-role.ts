import type { HandleLink, Jsep, PluginData, TrickleCandidate } from "../core/plugin";
import type { PublishedStream } from "./published-stream";
import { PublisherMedia } from "./publisher-media";
import type { VideoRoomContext } from "./videoroom-context";
import { VideoRoomError, VideoRoomErrorCode } from "./videoroom-errors";
import type { ConfigureRequest } from "./videoroom-requests";
import { describePublisher, type RoomParticipant, type VideoRoom } from "./videoroom-room";

/**
 * A handle in a room as a publisher (Janus `janus_videoroom_publisher`): `configure`/`publish` with
 * an offer, `unpublish`, `leave`, and the room's events for it.
 */
export class PublisherRole implements RoomParticipant {
  media: PublisherMedia | undefined;
  private readonly muted = new Set<string>();
  private bitrate = 0;
  /** Left the room (or the room went) while an answer was being made: its media must not outlive it. */
  private gone = false;

  constructor(
    readonly room: VideoRoom,
    readonly id: string,
    public display: string | undefined,
    readonly privateId: number,
    private readonly link: HandleLink,
    private readonly context: VideoRoomContext,
    private readonly onEvicted: () => void,
  ) {}

  notify(data: PluginData): void {
    this.link.pushEvent(data);
  }

  joinedEvent(): PluginData {
    return {
      videoroom: "joined",
      room: this.room.id,
      description: this.room.settings.description,
      id: this.id,
      private_id: this.privateId,
      publishers: this.room.publishers(this),
    };
  }

  async configure(
    request: ConfigureRequest,
    jsep: Jsep | undefined,
  ): Promise<{ data: PluginData; jsep?: Jsep }> {
    if (request.request === "publish" && this.media)
      throw new VideoRoomError(VideoRoomErrorCode.ALREADY_PUBLISHED, "Can't publish, already published");
    if (jsep && jsep.type !== "offer")
      throw new VideoRoomError(VideoRoomErrorCode.INVALID_SDP_TYPE, `Unsupported SDP type '${jsep.type}'`);
    if (request.request === "publish" && !jsep)
      throw new VideoRoomError(VideoRoomErrorCode.MISSING_ELEMENT, "Missing element (jsep)");
    if (request.display !== undefined) this.display = request.display;
    if (request.bitrate !== undefined) this.bitrate = request.bitrate;
    this.applySwitches(request);
    let answer: Jsep | undefined;
    if (jsep) {
      const first = !this.media;
      if (first && this.room.publishingCount >= this.room.settings.maxPublishers)
        throw new VideoRoomError(
          VideoRoomErrorCode.PUBLISHERS_FULL,
          `Maximum number of publishers (${this.room.settings.maxPublishers}) reached`,
        );
      const media = this.media ?? this.createMedia();
      this.media = media;
      const descriptions = new Map(
        (request.descriptions ?? []).map((entry) => [entry.mid, entry.description]),
      );
      let removed: PublishedStream[];
      try {
        const answered = await media.answer(jsep.sdp, descriptions);
        answer = { type: "answer", sdp: answered.sdp };
        removed = answered.removed;
      } catch (error) {
        if (first) this.dropMedia();
        throw new VideoRoomError(VideoRoomErrorCode.INVALID_SDP, `Error processing SDP: ${String(error)}`);
      }
      if (this.gone) {
        media.close();
        this.media = undefined;
        throw new VideoRoomError(VideoRoomErrorCode.JOIN_FIRST, "Left the room meanwhile");
      }
      for (const stream of removed) this.room.feedGone(this.id, stream.mid);
      this.applySwitches(request);
      // A first publish or a renegotiation that changed the streams: everybody else hears of them.
      this.room.broadcast(
        { videoroom: "event", room: this.room.id, publishers: [describePublisher(this)] },
        this,
      );
    }
    if (this.media) this.media.bitrateCap = this.effectiveBitrate();
    if (request.keyframe) this.requestKeyframes();
    const data: PluginData = {
      videoroom: "event",
      room: this.room.id,
      configured: "ok",
      ...(answer && this.media
        ? {
            audio_codec: "opus",
            video_codec: "vp8",
            streams: [...this.media.streams.values()].map((stream) => stream.describe()),
          }
        : {}),
    };
    return answer ? { data, jsep: answer } : { data };
  }

  trickle(candidate: TrickleCandidate | null): void {
    if (candidate) this.media?.addIceCandidate(candidate);
  }

  unpublish(): PluginData {
    if (!this.media)
      throw new VideoRoomError(VideoRoomErrorCode.NOT_PUBLISHED, "Can't unpublish, not published");
    this.dropMedia();
    return { videoroom: "event", room: this.room.id, unpublished: "ok" };
  }

  /** Leaves the room: others hear `unpublished` (if it published) then `leaving`. */
  leave(): void {
    this.gone = true;
    if (this.media) this.dropMedia();
    if (this.room.participants.get(this.id) !== this) return;
    this.room.participants.delete(this.id);
    this.room.broadcast({ videoroom: "event", room: this.room.id, leaving: this.id });
  }

  /** The `hangup` request: the PeerConnection ends, the participant stays (Janus reason "Janus API"). */
  hangup(): void {
    if (!this.media) return;
    this.dropMedia();
    this.link.notifyHangup("Janus API");
  }

  evict(): void {
    this.gone = true;
    this.media?.close();
    this.media = undefined;
    this.onEvicted();
  }

  private createMedia(): PublisherMedia {
    const { settings } = this.room;
    const thresholds = settings.audiolevelEvent
      ? { activePackets: settings.audioActivePackets, levelAverage: settings.audioLevelAverage }
      : undefined;
    return new PublisherMedia(
      this.context.network,
      thresholds,
      {
        onConnected: () => this.link.notifyWebrtcUp(),
        onMediaStarted: (stream) => this.link.notifyMedia(stream.type, stream.mid, true),
        onTalking: (stream, talking, average) =>
          this.room.broadcast({
            videoroom: talking ? "talking" : "stopped-talking",
            room: this.room.id,
            id: this.id,
            mid: stream.mid,
            "audio-level-dBov-avg": average,
          }),
        onSlowLink: (stream, lost) => this.link.notifySlowLink(stream.mid, stream.type, true, lost),
        onGone: (reason) => {
          if (!this.media) return;
          this.dropMedia();
          this.link.notifyHangup(reason);
        },
      },
      0,
    );
  }

  private dropMedia(): void {
    const media = this.media;
    if (!media) return;
    this.media = undefined;
    media.close();
    this.room.feedGone(this.id);
    this.room.broadcast({ videoroom: "event", room: this.room.id, unpublished: this.id }, this);
  }

  /** `audio`/`video` (all of a kind) and `streams: [{mid, send}]` stop or resume relaying. */
  private applySwitches(request: ConfigureRequest): void {
    const streams = this.media ? [...this.media.streams.values()] : [];
    for (const stream of streams) {
      const kindSwitch = stream.type === "audio" ? request.audio : request.video;
      if (kindSwitch === false) this.muted.add(stream.mid);
      if (kindSwitch === true) this.muted.delete(stream.mid);
    }
    for (const entry of request.streams ?? []) {
      if (entry.send === false) this.muted.add(entry.mid);
      if (entry.send === true) this.muted.delete(entry.mid);
      if (entry.keyframe) this.media?.streams.get(entry.mid)?.requestKeyframe(Date.now());
    }
    for (const stream of streams) stream.relaying = !this.muted.has(stream.mid);
  }

  private requestKeyframes(): void {
    for (const stream of this.media?.streams.values() ?? []) stream.requestKeyframe(Date.now());
  }

  private effectiveBitrate(): number {
    const roomCap = this.room.settings.bitrate;
    if (this.bitrate > 0 && roomCap > 0) return Math.min(this.bitrate, roomCap);
    return this.bitrate || roomCap;
  }
}
