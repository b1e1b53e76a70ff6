import type { SfuRooms } from "@mobex/sfu/sfu";
import type { ConferenceMediaRooms } from "../../domain/conference/media-rooms";

/** The embedded SFU's rooms as the rooms service's media rooms (domain/conference/media-rooms.ts). */
export function sfuMediaRooms(rooms: SfuRooms): ConferenceMediaRooms {
  return {
    ensure: (roomId, settings) => rooms.ensure(roomId, settings),
    destroy: (roomId) => {
      rooms.destroy(roomId);
    },
    exists: (roomId) => rooms.exists(roomId),
    participants: (roomId) => {
      const streams = new Map(rooms.publishers(roomId).map((publisher) => [publisher.id, publisher.streams]));
      return rooms.participants(roomId).map((participant) => ({
        id: participant.id,
        display: participant.display ?? "",
        publisher: participant.publisher,
        talking: participant.talking,
        ...(streams.has(participant.id)
          ? { streams: (streams.get(participant.id) ?? []).map(({ type, mid }) => ({ type, mid })) }
          : {}),
      }));
    },
  };
}
