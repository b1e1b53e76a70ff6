import type { Invitee, ScheduledMeeting } from "@mobex/contracts/conference";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useInvitePeople } from "../api/invite-people";
import { useRoomContacts } from "../api/room-contacts";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { InviteePicker } from "./invitee-picker";

interface InviteDialogProps {
  readonly meeting: ScheduledMeeting;
  readonly onClose: () => void;
}

/** The meeting's invitees as the picker holds them: everyone but the organiser. */
function currentInvitees(meeting: ScheduledMeeting): Invitee[] {
  return meeting.participants
    .filter((person) => !person.moderator)
    .map((person) => ({
      name: person.username || person.email,
      email: person.email,
      ...(person.phone === "" ? {} : { extension: person.phone }),
    }));
}

/** spec 2 §6: the organiser may "invite more people" — the picker, then rooms/invitepeople. */
export function InviteDialog({ meeting, onClose }: InviteDialogProps) {
  const [selected, setSelected] = useState(() => currentInvitees(meeting));
  const contacts = useRoomContacts(true);
  const invite = useInvitePeople();
  const handleUpdate = () =>
    invite.mutate({ urlId: meeting.urlId, invitedPeople: selected }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${TEXTS.invite}: ${meeting.title}`}</DialogTitle>
      <DialogContent>
        <InviteePicker
          contacts={contacts.data ?? []}
          selected={selected}
          onChange={setSelected}
          disabled={invite.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button variant="contained" onClick={handleUpdate} disabled={invite.isPending}>
          {TEXTS.updateInvites}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
