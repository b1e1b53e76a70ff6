import { cancelMeetingEndpoint, conferenceTexts } from "@mobex/contracts/conference";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../../shared/api/api-client";
import { notify } from "../../../../shared/ui/notify-store";
import { scheduledMeetingsKey } from "./scheduled-meetings";

interface CancelInput {
  readonly urlId: string;
  readonly cancelNotes: string;
}

/** DELETE rooms/:roomUrlId {cancel_notes} — the organiser cancels; invitees get a CANCEL e-mail. */
export function useCancelMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ urlId, cancelNotes }: CancelInput) =>
      dataOf(
        await call(
          cancelMeetingEndpoint,
          cancelNotes.trim() === "" ? {} : { cancel_notes: cancelNotes.trim() },
          { params: { roomUrlId: urlId } },
        ),
      ),
    // spec 2 §8: 'Meet canceled'; 'Ops, something went wrong while canceling this meet'.
    onSuccess: () => notify(conferenceTexts.meetCanceled, "success"),
    onError: () => notify(conferenceTexts.cancelFailed, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: scheduledMeetingsKey }),
  });
}
