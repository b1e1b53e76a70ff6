/**
 * What the rooms service needs of the media plane: the SFU's rooms (Janus VideoRoom, string_ids),
 * whose ids are the room codes. `packages/sfu` implements it in-process; against a real Janus the
 * same is its create/edit/destroy/exists/listparticipants requests (the scale-out path).
 */
export interface MediaRoomSettings {
  readonly description: string;
  readonly pin: string;
  /** The most publishers the room takes. */
  readonly publishers: number;
}

export interface MediaRoomParticipant {
  readonly id: string;
  readonly display: string;
  readonly publisher: boolean;
  readonly talking: boolean;
  /** The published streams, when the media plane tells them (Janus's listparticipants does not). */
  readonly streams?: readonly { type: "audio" | "video" | "data"; mid: string }[];
  readonly privateId?: number;
}

type MaybePromise<T> = T | Promise<T>;

export interface ConferenceMediaRooms {
  /** Creates the room, or updates its description and pin when it exists. */
  ensure(roomId: string, settings: MediaRoomSettings): MaybePromise<void>;
  destroy(roomId: string): MaybePromise<void>;
  exists(roomId: string): MaybePromise<boolean>;
  participants(roomId: string): MaybePromise<readonly MediaRoomParticipant[]>;
}

/**
 * Publishers per room: spec 2 §9 subscribes at most 8 videos at once, and a room holds more people
 * than it shows; 32 bounds what one room may cost the SFU.
 */
export const ROOM_MAX_PUBLISHERS = 32;

/** Rooms kept in memory: the media plane of tests, and of a server started without the SFU. */
export class MemoryMediaRooms implements ConferenceMediaRooms {
  readonly rooms = new Map<string, { settings: MediaRoomSettings; participants: MediaRoomParticipant[] }>();

  ensure(roomId: string, settings: MediaRoomSettings): void {
    const room = this.rooms.get(roomId);
    if (room) room.settings = settings;
    else this.rooms.set(roomId, { settings, participants: [] });
  }

  destroy(roomId: string): void {
    this.rooms.delete(roomId);
  }

  exists(roomId: string): boolean {
    return this.rooms.has(roomId);
  }

  participants(roomId: string): readonly MediaRoomParticipant[] {
    return this.rooms.get(roomId)?.participants ?? [];
  }
}
