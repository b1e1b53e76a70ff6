import { RoomTable } from "../core/room-table";
import type { PluginData } from "../core/plugin";
import { TextRoomError, TextRoomErrorCode } from "./textroom-errors";

/** Somebody in a text room, reached over their handle's data channel. */
export type TextParticipant = {
  readonly username: string;
  readonly display: string | undefined;
  send(message: PluginData): void;
};

export type TextRoomSettings = {
  description: string;
  pin: string | undefined;
  secret: string | undefined;
  isPrivate: boolean;
};

export class TextRoom {
  readonly participants = new Map<string, TextParticipant>();
  constructor(
    readonly id: string,
    public settings: TextRoomSettings,
  ) {}

  broadcast(message: PluginData, except?: TextParticipant): void {
    for (const participant of this.participants.values())
      if (participant !== except) participant.send(message);
  }
}

/** The TextRoom rooms, shared by the plugin's handles and the in-process interface. */
export class TextRoomRegistry {
  private readonly rooms: RoomTable<TextRoom>;

  constructor(maxRooms: number, adminKey: string | undefined) {
    this.rooms = new RoomTable(maxRooms, adminKey, {
      unauthorized: () => new TextRoomError(TextRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong admin_key)"),
      exists: (id) => new TextRoomError(TextRoomErrorCode.ROOM_EXISTS, `Room ${id} already exists`),
      missing: (id) => new TextRoomError(TextRoomErrorCode.NO_SUCH_ROOM, `No such room (${id})`),
      full: () => new TextRoomError(TextRoomErrorCode.UNKNOWN_ERROR, "Too many rooms"),
    });
  }

  get(roomId: string): TextRoom | undefined {
    return this.rooms.get(roomId);
  }

  require(roomId: string): TextRoom {
    return this.rooms.require(roomId);
  }

  create(roomId: string | undefined, settings: TextRoomSettings, adminKey: string | undefined): PluginData {
    this.rooms.checkAdminKey(adminKey);
    const id = this.rooms.create(roomId, (newId) => new TextRoom(newId, settings));
    return { textroom: "created", room: id, permanent: false };
  }

  /** The in-process `ensure`: create or update, no key asked. */
  upsert(roomId: string, settings: TextRoomSettings): void {
    const room = this.rooms.get(roomId);
    if (room) room.settings = settings;
    else this.rooms.create(roomId, (id) => new TextRoom(id, settings));
  }

  destroy(roomId: string, secret: string | undefined): PluginData {
    const room = this.require(roomId);
    if (room.settings.secret !== undefined && secret !== room.settings.secret)
      throw new TextRoomError(TextRoomErrorCode.UNAUTHORIZED, "Unauthorized (wrong secret)");
    this.rooms.delete(roomId);
    room.broadcast({ textroom: "destroyed", room: roomId });
    room.participants.clear();
    return { textroom: "destroyed", room: roomId, permanent: false };
  }

  exists(roomId: string): PluginData {
    return { textroom: "success", room: roomId, exists: this.rooms.get(roomId) !== undefined };
  }

  list(): PluginData {
    const list = [...this.rooms.values()]
      .filter((room) => !room.settings.isPrivate)
      .map((room) => ({
        room: room.id,
        description: room.settings.description,
        pin_required: room.settings.pin !== undefined,
        num_participants: room.participants.size,
      }));
    return { textroom: "success", list };
  }

  listParticipants(roomId: string): PluginData {
    const room = this.require(roomId);
    const participants = [...room.participants.values()].map(describeParticipant);
    return { textroom: "success", room: roomId, participants };
  }

  closeAll(): void {
    this.rooms.clear();
  }
}

export function describeParticipant(participant: TextParticipant): PluginData {
  return {
    username: participant.username,
    ...(participant.display === undefined ? {} : { display: participant.display }),
  };
}
