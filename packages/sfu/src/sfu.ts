import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { defaultCoreLimits, JanusCore, type CoreLimits } from "./core/janus-core";
import { createJanusTransport } from "./core/websocket-transport";
import { PeerBudget, type RtcNetwork } from "./rtc/rtc-network";
import { TextRoomRegistry } from "./textroom/textroom-registry";
import { textRoomPlugin } from "./textroom/textroom-plugin";
import type { VideoRoomLimits } from "./videoroom/videoroom-context";
import { forwardedPackets } from "./videoroom/published-stream";
import { VideoRoomRegistry } from "./videoroom/videoroom-registry";
import { videoRoomPlugin } from "./videoroom/videoroom-plugin";

export type SfuLimits = CoreLimits &
  VideoRoomLimits & {
    maxRooms: number;
    maxMessageBytes: number;
    textMessagesPerSecond: number;
    /** Open PeerConnections at once (each holds a UDP port): keep it below the port range's size. */
    maxPeers: number;
  };

export const defaultSfuLimits: SfuLimits = {
  ...defaultCoreLimits,
  participantsPerRoom: 100,
  subscribersPerRoom: 200,
  maxRooms: 1000,
  maxMessageBytes: 256 * 1024,
  textMessagesPerSecond: 10,
  maxPeers: 600,
};

export type SfuOptions = {
  network: RtcNetwork;
  limits?: Partial<SfuLimits>;
  /** Janus's videoroom/textroom `admin_key`: `create` over the API must carry it. */
  adminKey?: string;
  allowOrigin?: (origin: string, request: IncomingMessage) => boolean;
  keepAliveIntervalMs?: number;
  onError?: (error: unknown) => void;
};

/** What `ensure` sets on a conference room (its VideoRoom and its TextRoom share the id). */
export type EnsureRoom = { description: string; pin: string | null; publishers: number; bitrate?: number };

export type RoomParticipantInfo = {
  id: string;
  display: string | null;
  publisher: boolean;
  talking: boolean;
};
export type RoomPublisherInfo = {
  id: string;
  display: string | null;
  streams: { type: "audio" | "video"; mid: string; mindex: number; codec: string }[];
};

/** The in-process interface the rooms service uses (the Janus API's create/edit/destroy/exists/listparticipants). */
export interface SfuRooms {
  ensure(roomId: string, room: EnsureRoom): void;
  destroy(roomId: string): boolean;
  exists(roomId: string): boolean;
  participants(roomId: string): RoomParticipantInfo[];
  publishers(roomId: string): RoomPublisherInfo[];
}

export type Sfu = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  readonly rooms: SfuRooms;
  /** Live figures for benchmarks and status. */
  stats(): { sessions: number; packetsForwarded: number };
  close(): void;
};

/** The embedded Janus-compatible SFU: the Janus WebSocket API with VideoRoom and TextRoom on werift. */
export function createSfu(options: SfuOptions): Sfu {
  const limits = { ...defaultSfuLimits, ...options.limits };
  const onError = options.onError ?? (() => undefined);
  const network = { ...options.network, budget: new PeerBudget(limits.maxPeers) };
  const videoRooms = new VideoRoomRegistry({ maxRooms: limits.maxRooms }, options.adminKey);
  const textRooms = new TextRoomRegistry(limits.maxRooms, options.adminKey);
  const core = new JanusCore({
    plugins: [
      videoRoomPlugin({ registry: videoRooms, network, limits, onError }),
      textRoomPlugin({
        registry: textRooms,
        network,
        messagesPerSecond: limits.textMessagesPerSecond,
        onError,
      }),
    ],
    limits,
    nowMs: () => Date.now(),
  });
  const transport = createJanusTransport(core, {
    maxMessageBytes: limits.maxMessageBytes,
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? 30_000,
    allowOrigin: options.allowOrigin,
  });

  const rooms: SfuRooms = {
    ensure(roomId, room) {
      const pin = room.pin ?? undefined;
      const existing = videoRooms.get(roomId);
      if (existing) {
        existing.settings = {
          ...existing.settings,
          description: room.description,
          pin,
          maxPublishers: room.publishers,
          bitrate: room.bitrate ?? existing.settings.bitrate,
        };
      } else {
        videoRooms.create({
          request: "create",
          room: roomId,
          admin_key: options.adminKey,
          description: room.description,
          pin: room.pin ?? undefined,
          secret: options.adminKey,
          is_private: true,
          publishers: room.publishers,
          bitrate: room.bitrate,
          audiolevel_event: true,
        });
      }
      textRooms.upsert(roomId, {
        description: room.description,
        pin,
        secret: options.adminKey,
        isPrivate: true,
      });
    },
    destroy(roomId) {
      const existed = videoRooms.get(roomId) !== undefined;
      if (existed) videoRooms.destroy(roomId, options.adminKey);
      if (textRooms.get(roomId)) textRooms.destroy(roomId, options.adminKey);
      return existed;
    },
    exists: (roomId) => videoRooms.get(roomId) !== undefined,
    participants(roomId) {
      const room = videoRooms.get(roomId);
      if (!room) return [];
      return [...room.participants.values()].map((participant) => ({
        id: participant.id,
        display: participant.display ?? null,
        publisher: participant.media !== undefined,
        talking: participant.media?.isTalking ?? false,
      }));
    },
    publishers(roomId) {
      const room = videoRooms.get(roomId);
      if (!room) return [];
      return [...room.participants.values()].flatMap((participant) => {
        const media = participant.media;
        if (!media) return [];
        const streams = [...media.streams.values()].map((stream) => ({
          type: stream.type,
          mid: stream.mid,
          mindex: stream.mindex,
          codec: stream.codec,
        }));
        return [{ id: participant.id, display: participant.display ?? null, streams }];
      });
    },
  };

  return {
    handleUpgrade: (request, socket, head) => transport.handleUpgrade(request, socket, head),
    rooms,
    stats: () => ({ sessions: core.sessionCount, packetsForwarded: forwardedPackets() }),
    close() {
      transport.close();
      core.close();
      videoRooms.closeAll();
      textRooms.closeAll();
    },
  };
}
