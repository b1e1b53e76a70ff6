import type { Invitee, RoomContact, ScheduledMeeting } from "@mobex/contracts/conference";
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

/** The colleagues not yet in the meeting: rooms/invitepeople adds people, it never removes any. */
function notYetInvited(contacts: readonly RoomContact[], meeting: ScheduledMeeting): RoomContact[] {
  const present = new Set(meeting.participants.map((person) => person.email.toLowerCase()));
  return contacts.filter((contact) => !present.has(contact.email.toLowerCase()));
}

/** spec 2 §6: the organiser may "invite more people" — the picker, then rooms/invitepeople with the new ones. */
export function InviteDialog({ meeting, onClose }: InviteDialogProps) {
  const [selected, setSelected] = useState<Invitee[]>([]);
  const contacts = useRoomContacts(true);
  const invite = useInvitePeople();
  const handleUpdate = () =>
    invite.mutate({ urlId: meeting.urlId, invitedPeople: selected }, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${TEXTS.invite}: ${meeting.title}`}</DialogTitle>
      <DialogContent>
        <InviteePicker
          contacts={notYetInvited(contacts.data ?? [], meeting)}
          selected={selected}
          onChange={setSelected}
          disabled={invite.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          onClick={handleUpdate}
          disabled={invite.isPending || selected.length === 0}
        >
          {TEXTS.updateInvites}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
