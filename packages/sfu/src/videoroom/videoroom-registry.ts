import { RoomTable } from "../core/room-table";
import type { PluginData } from "../core/plugin";
import { VideoRoomError, VideoRoomErrorCode } from "./videoroom-errors";
import type { CreateRequest, EditRequest } from "./videoroom-requests";
import { VideoRoom, type RoomSettings } from "./videoroom-room";

export type RegistryLimits = { maxRooms: number };

/** Janus's defaults for a room created with nothing else said (janus.plugin.videoroom.jcfg). */
const defaults: Omit<RoomSettings, "description"> = {
  pin: undefined,
  secret: undefined,
  maxPublishers: 3,
  bitrate: 0,
  isPrivate: false,
  audiolevelEvent: false,
  audioActivePackets: 100,
  audioLevelAverage: 25,
};

/**
 * The VideoRoom rooms: the `create`/`edit`/`destroy`/`exists`/`list`/`listparticipants` requests,
 * which the in-process interface shares (one behaviour, two doors).
 */
export class VideoRoomRegistry {
  private readonly rooms: RoomTable<VideoRoom>;

  constructor(
    limits: RegistryLimits,
    /** Janus's `admin_key`: when set, `create` must carry it. */
    adminKey: string | undefined,
  ) {
    this.rooms = new RoomTable(limits.maxRooms, adminKey, {
      unauthorized: () =>
        new VideoRoomError(VideoRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong admin_key)"),
      exists: (id) => new VideoRoomError(VideoRoomErrorCode.ROOM_EXISTS, `Room ${id} already exists`),
      missing: (id) => new VideoRoomError(VideoRoomErrorCode.NO_SUCH_ROOM, `No such room (${id})`),
      full: () => new VideoRoomError(VideoRoomErrorCode.UNKNOWN_ERROR, "Too many rooms"),
    });
  }

  get(roomId: string): VideoRoom | undefined {
    return this.rooms.get(roomId);
  }

  require(roomId: string): VideoRoom {
    return this.rooms.require(roomId);
  }

  create(request: CreateRequest): PluginData {
    this.rooms.checkAdminKey(request.admin_key);
    const roomId = this.rooms.create(
      request.room,
      (id) =>
        new VideoRoom(id, {
          description: request.description ?? `Room ${id}`,
          pin: request.pin || undefined,
          secret: request.secret || undefined,
          maxPublishers: request.publishers ?? defaults.maxPublishers,
          bitrate: request.bitrate ?? defaults.bitrate,
          isPrivate: request.is_private ?? defaults.isPrivate,
          audiolevelEvent: request.audiolevel_event ?? defaults.audiolevelEvent,
          audioActivePackets: request.audio_active_packets ?? defaults.audioActivePackets,
          audioLevelAverage: request.audio_level_average ?? defaults.audioLevelAverage,
        }),
    );
    return { videoroom: "created", room: roomId, permanent: false };
  }

  edit(request: EditRequest): PluginData {
    const room = this.require(request.room);
    this.checkSecret(room, request.secret);
    const settings = room.settings;
    room.settings = {
      ...settings,
      description: request.new_description ?? settings.description,
      pin: request.new_pin === undefined ? settings.pin : request.new_pin || undefined,
      secret: request.new_secret === undefined ? settings.secret : request.new_secret || undefined,
      isPrivate: request.new_is_private ?? settings.isPrivate,
      maxPublishers: request.new_publishers ?? settings.maxPublishers,
      bitrate: request.new_bitrate ?? settings.bitrate,
    };
    return { videoroom: "edited", room: room.id, permanent: false };
  }

  destroy(roomId: string, secret: string | undefined): PluginData {
    const room = this.require(roomId);
    this.checkSecret(room, secret);
    this.rooms.delete(roomId);
    room.close();
    return { videoroom: "destroyed", room: roomId, permanent: false };
  }

  exists(roomId: string): PluginData {
    return { videoroom: "success", room: roomId, exists: this.rooms.get(roomId) !== undefined };
  }

  list(): PluginData {
    const list = [...this.rooms.values()]
      .filter((room) => !room.settings.isPrivate)
      .map((room) => ({
        room: room.id,
        description: room.settings.description,
        pin_required: room.settings.pin !== undefined,
        is_private: false,
        max_publishers: room.settings.maxPublishers,
        bitrate: room.settings.bitrate,
        audiolevel_event: room.settings.audiolevelEvent,
        num_participants: room.participants.size,
      }));
    return { videoroom: "success", list };
  }

  listParticipants(roomId: string): PluginData {
    const room = this.require(roomId);
    const participants = [...room.participants.values()].map((participant) => ({
      id: participant.id,
      ...(participant.display === undefined ? {} : { display: participant.display }),
      publisher: participant.media !== undefined,
      talking: participant.media?.isTalking ?? false,
    }));
    return { videoroom: "participants", room: room.id, participants };
  }

  closeAll(): void {
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
  }

  private checkSecret(room: VideoRoom, secret: string | undefined): void {
    const allowed = room.settings.secret === undefined || secret === room.settings.secret;
    if (!allowed) throw new VideoRoomError(VideoRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong secret)");
  }
}
