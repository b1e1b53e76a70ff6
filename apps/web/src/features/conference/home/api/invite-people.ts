import { type Invitee, conferenceTexts, invitePeopleEndpoint } from "@mobex/contracts/conference";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../../shared/api/api-client";
import { notify } from "../../../../shared/ui/notify-store";
import { scheduledMeetingsKey } from "./scheduled-meetings";

interface InviteInput {
  readonly urlId: string;
  readonly invitedPeople: readonly Invitee[];
}

/** POST rooms/invitepeople/:roomUrlId — the organiser's new list of invitees (spec 2 §7). */
export function useInvitePeople() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ urlId, invitedPeople }: InviteInput) =>
      dataOf(
        await call(
          invitePeopleEndpoint,
          { invite: { invitedPeople: [...invitedPeople], inviteText: "" } },
          { params: { roomUrlId: urlId } },
        ),
      ),
    // spec 2 §8: 'Updated invites'; 'Ops, something went wrong while updating this meet'.
    onSuccess: () => notify(conferenceTexts.invitesUpdated, "success"),
    onError: () => notify(conferenceTexts.updateFailed, "error"),
    onSettled: () => client.invalidateQueries({ queryKey: scheduledMeetingsKey }),
  });
}
