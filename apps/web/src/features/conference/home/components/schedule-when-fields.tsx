import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { ScheduleFormModel } from "../hooks/use-schedule-form";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

interface ScheduleWhenFieldsProps {
  readonly schedule: ScheduleFormModel;
  readonly disabled: boolean;
}

/** spec 2 §2, §5: date (required, year ≤ 9999) and start time (required, not in the past). */
export function ScheduleWhenFields({ schedule, disabled }: ScheduleWhenFieldsProps) {
  const { form, update, shownError } = schedule;
  return (
    <Stack direction="row" spacing={2}>
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
        sx={{ flex: 1 }}
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
    </Stack>
  );
}
