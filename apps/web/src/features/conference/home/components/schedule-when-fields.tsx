import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { ScheduleFormModel } from "../hooks/use-schedule-form";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";

interface ScheduleWhenFieldsProps {
  readonly schedule: ScheduleFormModel;
  readonly disabled: boolean;
}

const FIELDS = [
  // spec 2 §5: "year max 9999".
  { field: "date", type: "date", label: TEXTS.date, input: { max: "9999-12-31" } },
  { field: "startTime", type: "time", label: TEXTS.startTime, input: { step: 300 } },
] as const;

/** spec 2 §2, §5: date (required, year ≤ 9999) and start time (required, not in the past). */
export function ScheduleWhenFields({ schedule, disabled }: ScheduleWhenFieldsProps) {
  const { form, update, shownError } = schedule;
  return (
    <Stack direction="row" spacing={2}>
      {FIELDS.map(({ field, type, label, input }) => (
        <TextField
          key={field}
          label={label}
          type={type}
          required
          value={form[field]}
          disabled={disabled}
          onChange={(event) => update(field, event.target.value)}
          error={shownError(field) !== undefined}
          helperText={shownError(field) ?? " "}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: input }}
          sx={{ flex: 1 }}
        />
      ))}
    </Stack>
  );
}
