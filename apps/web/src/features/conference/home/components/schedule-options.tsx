import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { ScheduleFormModel } from "../hooks/use-schedule-form";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

interface ScheduleOptionsProps {
  readonly schedule: ScheduleFormModel;
  readonly disabled: boolean;
}

/** spec 2 §2: the repeat menu (spec 2 §9's six options) and the privacy menu. */
export function ScheduleOptions({ schedule, disabled }: ScheduleOptionsProps) {
  const { form, update, choices } = schedule;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        select
        label={TEXTS.repeat}
        value={form.repeatId}
        disabled={disabled}
        onChange={(event) => update("repeatId", event.target.value)}
        sx={{ flex: 1.6 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={TEXTS.privacy}
        value={form.isPrivate ? "private" : "public"}
        disabled={disabled}
        onChange={(event) => update("isPrivate", event.target.value === "private")}
        sx={{ flex: 1 }}
      >
        <MenuItem value="public">{TEXTS.public}</MenuItem>
        <MenuItem value="private">{TEXTS.private}</MenuItem>
      </TextField>
    </Stack>
  );
}
