import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { ScheduleFormModel } from "../hooks/use-schedule-form";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { DURATION_MINUTES, type DurationMinutes } from "../model/schedule-form";

function durationLabel(minutes: DurationMinutes): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const isDuration = (value: number): value is DurationMinutes =>
  (DURATION_MINUTES as readonly number[]).includes(value);

interface ScheduleOptionsProps {
  readonly schedule: ScheduleFormModel;
  readonly disabled: boolean;
}

/** spec 2 §2, §9: the duration menu (15 min default … 180), the privacy menu and the repeat menu. */
export function ScheduleOptions({ schedule, disabled }: ScheduleOptionsProps) {
  const { form, update, choices } = schedule;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={TEXTS.duration}
          value={form.durationMinutes}
          disabled={disabled}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            if (isDuration(minutes)) update("durationMinutes", minutes);
          }}
          sx={{ flex: 1 }}
        >
          {DURATION_MINUTES.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {durationLabel(minutes)}
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
      <TextField
        select
        label={TEXTS.repeat}
        value={form.repeatId}
        disabled={disabled}
        onChange={(event) => update("repeatId", event.target.value)}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
