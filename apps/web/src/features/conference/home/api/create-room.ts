import { type CreateRoomRequest, conferenceTexts, createRoomEndpoint } from "@mobex/contracts/conference";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../../../shared/api/api-error";
import { call, dataOf } from "../../../../shared/api/api-client";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { scheduledMeetingsKey } from "./scheduled-meetings";

export type CreateRoomInput = Omit<CreateRoomRequest, "token"> & { readonly roomId: string };

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
    return TEXTS.createFailedCode(error.code, error.message);
  return conferenceTexts.createFailed;
}

async function createRoom({ roomId, ...input }: CreateRoomInput) {
  return dataOf(await call(createRoomEndpoint, input, { params: { roomId } }));
}

/** POST rooms/create/:roomId; a scheduled meeting appears in the scheduled panel afterwards. */
export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: (_room, input) => {
      if (input.schedule !== undefined) void client.invalidateQueries({ queryKey: scheduledMeetingsKey });
    },
  });
}
