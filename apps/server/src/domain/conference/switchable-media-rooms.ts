import type { ConferenceMediaRooms, MediaRoomParticipant, MediaRoomSettings } from "./media-rooms";
import { MemoryMediaRooms } from "./media-rooms";

/**
 * The media rooms the rooms service talks to: in memory until the SFU plane, mounted after the
 * services are built, attaches its in-process rooms (`sfu.rooms`) — or a Janus client attaches for
 * the scale-out path.
 */
export class SwitchableMediaRooms implements ConferenceMediaRooms {
  private current: ConferenceMediaRooms = new MemoryMediaRooms();

  attach(rooms: ConferenceMediaRooms): void {
    this.current = rooms;
  }

  ensure(roomId: string, settings: MediaRoomSettings): void | Promise<void> {
    return this.current.ensure(roomId, settings);
  }

  destroy(roomId: string): void | Promise<void> {
    return this.current.destroy(roomId);
  }

  exists(roomId: string): boolean | Promise<boolean> {
    return this.current.exists(roomId);
  }

  participants(roomId: string): readonly MediaRoomParticipant[] | Promise<readonly MediaRoomParticipant[]> {
    return this.current.participants(roomId);
  }
}
