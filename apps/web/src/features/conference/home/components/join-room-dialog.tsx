import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { isRoomCode, roomCodeFromInput } from "../model/room-code";

interface JoinRoomDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onJoin: (code: string) => void;
}

/** spec 2 §2 Join tile: a 'Room code' field; a pasted link is reduced to its last path segment. */
export function JoinRoomDialog({ open, onClose, onJoin }: JoinRoomDialogProps) {
  const [code, setCode] = useState("");
  const valid = isRoomCode(code);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onJoin(code);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>{TEXTS.joinTile}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={TEXTS.roomCode}
            value={code}
            onChange={(event) => setCode(roomCodeFromInput(event.target.value))}
            error={code !== "" && !valid}
            helperText={code !== "" && !valid ? TEXTS.codeLength : " "}
            slotProps={{ htmlInput: { autoComplete: "off", spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {TEXTS.join}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
