import {
  type JoinedRoom,
  type RoomInfo,
  conferenceTexts,
  guestTokenEndpoint,
  joinRoomEndpoint,
  roomInfoEndpoint,
} from "@mobex/contracts/conference";
import { send, sessionToken } from "../../../../shared/api/api-client";
import { type ApiAnswer, isSuccessCode } from "../../../../shared/api/api-answer";
import { isApiError } from "../../../../shared/api/api-error";

/** A refusal shown as it is: the spec's text for the call and code. */
export class RoomRequestError extends Error {
  override readonly name = "RoomRequestError";
}

type Outcome<D> =
  { readonly ok: true; readonly data: D } | { readonly ok: false; readonly code: number | null };

/** A refusal's envelope has no data the schema accepts: send reports it as an `http` error with its code. */
async function outcomeOf<D>(request: Promise<ApiAnswer<D>>): Promise<Outcome<D>> {
  try {
    const answer = await request;
    return isSuccessCode(answer.code) ? { ok: true, data: answer.data } : { ok: false, code: answer.code };
  } catch (error) {
    if (isApiError(error, "http")) return { ok: false, code: error.code ?? null };
    return { ok: false, code: null };
  }
}

/**
 * spec 2 §7 room info lookup; the session's token counts when there is one (guests send none).
 * These calls go with `send`: their 404 means "Room does not exist", not an expired session.
 */
export async function getRoomInfo(roomId: string): Promise<RoomInfo> {
  const token = sessionToken();
  const outcome = await outcomeOf(
    send(roomInfoEndpoint, token === null ? {} : { token }, { params: { roomId } }),
  );
  if (outcome.ok) return outcome.data;
  throw new RoomRequestError(
    outcome.code === 404 ? conferenceTexts.roomDoesNotExist : conferenceTexts.joinFailed,
  );
}

/** spec 2 §7 rooms/join with the bearer (session JWE or guest token); spec 2 §8 "Join call 404 … other". */
export async function joinRoom(
  roomId: string,
  bearer: string,
  display: string,
  email: string,
): Promise<JoinedRoom> {
  const plugins = email.trim() === "" ? { display } : { display, email: email.trim() };
  const outcome = await outcomeOf(send(joinRoomEndpoint, { plugins }, { params: { roomId }, bearer }));
  if (outcome.ok) return outcome.data;
  throw new RoomRequestError(
    outcome.code === 404 ? conferenceTexts.roomDoesNotExist : conferenceTexts.somethingWentWrong,
  );
}

/** spec 2 §8: token request 404 'You were not invited for this conference', else 'Invite not found for this email'. */
export async function requestGuestToken(roomId: string, email: string): Promise<void> {
  const outcome = await outcomeOf(
    send(guestTokenEndpoint, { email: email.trim() }, { params: { roomUrlId: roomId } }),
  );
  if (outcome.ok) return;
  throw new RoomRequestError(
    outcome.code === 404 ? conferenceTexts.notInvited : conferenceTexts.inviteNotFound,
  );
}
