import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import { MEETING_TITLE_MAX, conferenceTexts } from "@mobex/contracts/conference";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useCallback } from "react";
import { notify } from "../../../../shared/ui/notify-store";
import { createRoomErrorText } from "../../../../shared/conference/create-room-request";
import { newRoomCode, newRoomPin } from "../../../../shared/conference/room-code";
import { useCreateRoom } from "../api/create-room";
import { useRoomContacts } from "../api/room-contacts";
import { useOwnCard } from "../../../auth/commands";
import { useScheduleForm } from "../hooks/use-schedule-form";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { isoWithOffset } from "../model/local-date-time";
import { scheduleEnd, scheduleStart } from "../model/schedule-form";
import { InviteePicker } from "./invitee-picker";
import { NotesEditor } from "./notes-editor";
import { ScheduleOptions } from "./schedule-options";
import { ScheduleWhenFields } from "./schedule-when-fields";

interface ScheduleDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** spec 2 §2 Schedule tile: the right drawer 'Schedule Meeting'; after success 'Clear' resets it. */
export function ScheduleDrawer({ open, onClose }: ScheduleDrawerProps) {
  const schedule = useScheduleForm();
  const { form, update } = schedule;
  const moderator = useOwnCard();
  const contacts = useRoomContacts(open);
  const create = useCreateRoom();
  const locked = schedule.phase !== "editing";
  const handleNotes = useCallback((html: string) => update("notesHtml", html), [update]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (schedule.phase === "scheduled") {
      schedule.clear();
      return;
    }
    const start = scheduleStart(form);
    const repeat = schedule.choices.find((choice) => choice.id === form.repeatId)?.rule ?? "";
    if (!schedule.canSubmit || start === null || moderator === null) return;
    schedule.setPhase("submitting");
    create.mutate(
      {
        roomId: newRoomCode(),
        is_private: form.isPrivate,
        schedule: {
          title: form.title.trim(),
          description: form.notesHtml,
          startDateTime: isoWithOffset(start),
          endDateTime: isoWithOffset(scheduleEnd(start, form.durationMinutes)),
          repeat,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        moderator,
        invite:
          form.invitees.length === 0 ? undefined : { invitedPeople: [...form.invitees], inviteText: "" },
        plugins: { pin: newRoomPin(), is_private: form.isPrivate },
      },
      {
        onSuccess: () => {
          schedule.setPhase("scheduled");
          notify(conferenceTexts.roomCreated, "success");
        },
        onError: (error) => {
          schedule.setPhase("editing");
          notify(createRoomErrorText(error), "error");
        },
      },
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: 440 } } } }}
    >
      <Box
        component="form"
        onSubmit={handleSubmit}
        noValidate
        sx={{ display: "flex", flexDirection: "column", height: "100%" }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {TEXTS.scheduleMeeting}
          </Typography>
          <IconButton aria-label="Close Schedule Meeting" onClick={onClose}>
            <CloseRoundedIcon />
          </IconButton>
        </Box>
        <Stack spacing={2} sx={{ px: 2, pb: 2, pt: 1, overflowY: "auto", flex: 1 }}>
          <TextField
            label={TEXTS.title}
            value={form.title}
            required
            disabled={locked}
            onChange={(event) => update("title", event.target.value)}
            error={schedule.shownError("title") !== undefined}
            helperText={schedule.shownError("title") ?? `${form.title.length}/${MEETING_TITLE_MAX}`}
            slotProps={{ htmlInput: { maxLength: MEETING_TITLE_MAX } }}
          />
          <ScheduleWhenFields schedule={schedule} disabled={locked} />
          <ScheduleOptions schedule={schedule} disabled={locked} />
          <NotesEditor key={schedule.generation} label={TEXTS.notes} initialHtml="" onChange={handleNotes} />
          <InviteePicker
            contacts={contacts.data ?? []}
            selected={form.invitees}
            onChange={(invitees) => update("invitees", invitees)}
            disabled={locked}
          />
        </Stack>
        <Box sx={(theme) => ({ p: 2, borderTop: `1px solid ${theme.palette.divider}` })}>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={schedule.phase === "scheduled" ? false : !schedule.canSubmit || moderator === null}
          >
            {schedule.phase === "scheduled" ? TEXTS.clear : TEXTS.schedule}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
