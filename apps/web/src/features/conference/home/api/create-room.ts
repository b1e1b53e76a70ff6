import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createRoom } from "../../../../shared/conference/create-room-request";
import { scheduledMeetingsKey } from "./scheduled-meetings";

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
