import { conferenceTexts } from "@mobex/contracts/conference";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { notify } from "../../../../shared/ui/notify-store";
import { createRoomErrorText } from "../../../../shared/conference/create-room-request";
import { newRoomCode, newRoomPin, roomLink } from "../../../../shared/conference/room-code";
import { useCreateRoom } from "../api/create-room";
import { useOwnCard } from "../../../auth/commands";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { CopyTextButton } from "./copy-text-button";

interface NewRoomDialogProps {
  readonly onClose: () => void;
  readonly onJoin: (code: string) => void;
}

/**
 * spec 2 §2 New tile: a generated 13-character code and its link, each clickable to copy; 'Create
 * Room' becomes 'Join Now' once the room exists. Drawn only while open: each opening is a new code.
 */
export function NewRoomDialog({ onClose, onJoin }: NewRoomDialogProps) {
  const [code] = useState(() => newRoomCode());
  const moderator = useOwnCard();
  const create = useCreateRoom();
  const link = roomLink(code);

  const handleCreate = () => {
    if (moderator === null) return;
    create.mutate(
      {
        roomId: code,
        is_private: false,
        moderator,
        plugins: { pin: newRoomPin(), is_private: false },
      },
      {
        onSuccess: () => notify(conferenceTexts.roomCreated, "success"),
        onError: (error) => notify(createRoomErrorText(error), "error"),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{TEXTS.newRoomTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <CopyTextButton caption={TEXTS.roomCode} text={code} label={TEXTS.copyCode} />
          <CopyTextButton caption={TEXTS.roomLink} text={link} label={TEXTS.copyLink} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.close}</Button>
        {create.isSuccess ? (
          <Button variant="contained" onClick={() => onJoin(code)}>
            {TEXTS.joinNow}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={handleCreate}
            disabled={moderator === null || create.isPending}
          >
            {TEXTS.createRoom}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
