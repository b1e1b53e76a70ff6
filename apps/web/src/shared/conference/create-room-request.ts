import { type CreateRoomRequest, conferenceTexts, createRoomEndpoint } from "@mobex/contracts/conference";
import { call, dataOf } from "../api/api-client";
import { isApiError } from "../api/api-error";

export type CreateRoomInput = Omit<CreateRoomRequest, "token"> & { readonly roomId: string };

/** spec 2 §8 Conference: "Error code #{status}, {text}". */
export const createFailedCodeText = (status: number, text: string) => `Error code #${status}, ${text}`;

/**
 * spec 2 §8 Create room: an expired token (404/407 that outlived the renewal `call` attempts) →
 * 'Something went wrong while creating this room, try again'; 403 'No token' → 'Unable to create
 * room, check if you are logged'; another refusal → 'Error code #{status}, {text}'; no answer at all
 * → 'Unable to create room'.
 */
export function createRoomErrorText(error: unknown): string {
  if (isApiError(error, "sessionExpired")) return conferenceTexts.createExpired;
  if (isApiError(error) && error.code === 403) return conferenceTexts.createNoToken;
  if (isApiError(error, "http") && error.code !== undefined)
    return createFailedCodeText(error.code, error.message);
  return conferenceTexts.createFailed;
}

/** POST rooms/create/:roomId (spec 2 §7) with the session's token. */
export async function createRoom({ roomId, ...input }: CreateRoomInput) {
  return dataOf(await call(createRoomEndpoint, input, { params: { roomId } }));
}
