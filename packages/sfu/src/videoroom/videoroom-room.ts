import type { PluginData } from "../core/plugin";
import type { PublisherMedia } from "./publisher-media";

export type RoomSettings = {
  description: string;
  pin: string | undefined;
  /** Janus's room `secret`: what `edit` and `destroy` must carry. */
  secret: string | undefined;
  /** Janus's `publishers`: how many may publish at once. */
  maxPublishers: number;
  /** Janus's `bitrate` (bit/s) each publisher is capped at with REMB; 0 leaves the browser alone. */
  bitrate: number;
  isPrivate: boolean;
  audiolevelEvent: boolean;
  audioActivePackets: number;
  audioLevelAverage: number;
};

/** A handle that joined as a publisher ("participant" in Janus's words, publishing or not). */
export interface RoomParticipant {
  readonly id: string;
  display: string | undefined;
  readonly privateId: number;
  readonly media: PublisherMedia | undefined;
  notify(data: PluginData): void;
  /** The room is gone: drop media and go back to an idle handle. */
  evict(): void;
}

/** A handle that subscribed to streams of this room. */
export interface RoomSubscriber {
  /** A publisher stopped publishing (or, with `mid`, stopped one stream): they leave the subscription. */
  feedGone(feedId: string, mid?: string): void;
  evict(): void;
}

/** One VideoRoom room: who is in it, who subscribes, and the room's notifications. */
export class VideoRoom {
  readonly participants = new Map<string, RoomParticipant>();
  readonly subscribers = new Set<RoomSubscriber>();

  constructor(
    readonly id: string,
    public settings: RoomSettings,
  ) {}

  get publishingCount(): number {
    let count = 0;
    for (const participant of this.participants.values()) if (participant.media) count += 1;
    return count;
  }

  /** Janus's `publishers` array: those publishing, but `except`. */
  publishers(except?: RoomParticipant): PluginData[] {
    return [...this.participants.values()]
      .filter((participant) => participant !== except && participant.media)
      .map((participant) => describePublisher(participant));
  }

  broadcast(data: PluginData, except?: RoomParticipant): void {
    for (const participant of this.participants.values())
      if (participant !== except) participant.notify(data);
  }

  feedGone(feedId: string, mid?: string): void {
    for (const subscriber of this.subscribers) subscriber.feedGone(feedId, mid);
  }

  /** `destroyed` to everybody in it, then everybody leaves. */
  close(): void {
    this.broadcast({ videoroom: "destroyed", room: this.id });
    for (const participant of [...this.participants.values()]) participant.evict();
    for (const subscriber of [...this.subscribers]) subscriber.evict();
    this.participants.clear();
    this.subscribers.clear();
  }
}

export function describePublisher(participant: RoomParticipant): PluginData {
  const media = participant.media;
  return {
    id: participant.id,
    ...(participant.display === undefined ? {} : { display: participant.display }),
    streams: media ? [...media.streams.values()].map((stream) => stream.describe()) : [],
    ...(media ? { talking: media.isTalking } : {}),
  };
}
