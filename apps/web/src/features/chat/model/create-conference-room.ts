import {
  type CreateRoomInput,
  createRoom,
  createRoomErrorText,
} from "../../../shared/conference/create-room-request";
import { newRoomCode, newRoomPin } from "../../../shared/conference/room-code";

export type ConferenceRoomOutcome =
  | { readonly kind: "created"; readonly roomCode: string }
  | { readonly kind: "failed"; readonly text: string };

/**
 * The chat's "Create videoconference" (spec 2 §2): a public room with a 6-digit pin whose moderator
 * is the sender, created through rooms/create before its link is posted, so that Join opens a room
 * that exists. A refusal is one of spec 2 §8's create-room texts.
 */
export async function createConferenceRoom(
  moderator: CreateRoomInput["moderator"],
  create: (input: CreateRoomInput) => Promise<unknown> = createRoom,
): Promise<ConferenceRoomOutcome> {
  const roomCode = newRoomCode();
  try {
    await create({
      roomId: roomCode,
      is_private: false,
      moderator,
      plugins: { pin: newRoomPin(), is_private: false },
    });
    return { kind: "created", roomCode };
  } catch (error) {
    return { kind: "failed", text: createRoomErrorText(error) };
  }
}
