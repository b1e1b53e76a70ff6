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

interface ScheduleWhenFieldsProps {
  readonly schedule: ScheduleFormModel;
  readonly disabled: boolean;
}

/** spec 2 §2, §5, §9: date (required, year ≤ 9999), start time (required, not past), duration. */
export function ScheduleWhenFields({ schedule, disabled }: ScheduleWhenFieldsProps) {
  const { form, update, shownError } = schedule;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        label={TEXTS.date}
        type="date"
        required
        value={form.date}
        disabled={disabled}
        onChange={(event) => update("date", event.target.value)}
        error={shownError("date") !== undefined}
        helperText={shownError("date") ?? " "}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: "9999-12-31" } }}
        sx={{ flex: 1.4 }}
      />
      <TextField
        label={TEXTS.startTime}
        type="time"
        required
        value={form.startTime}
        disabled={disabled}
        onChange={(event) => update("startTime", event.target.value)}
        error={shownError("startTime") !== undefined}
        helperText={shownError("startTime") ?? " "}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        label={TEXTS.duration}
        value={form.durationMinutes}
        disabled={disabled}
        onChange={(event) => {
          const minutes = Number(event.target.value);
          if (isDuration(minutes)) update("durationMinutes", minutes);
        }}
        helperText=" "
        sx={{ flex: 1 }}
      >
        {DURATION_MINUTES.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {durationLabel(minutes)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
