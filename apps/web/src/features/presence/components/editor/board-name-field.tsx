import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { BOARD_NAME_MAX_LENGTH } from "@mobex/contracts/blf";

interface BoardNameFieldProps {
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}

/** spec 1 §5: "Board name: required, at most 30 characters, counter shown." */
export function BoardNameField({ value, error, onChange }: BoardNameFieldProps) {
  return (
    <TextField
      label="Board name"
      size="small"
      required
      fullWidth
      autoFocus={value === ""}
      value={value}
      error={error !== null}
      onChange={(event) => onChange(event.target.value.slice(0, BOARD_NAME_MAX_LENGTH))}
      helperText={
        <Box component="span" sx={{ display: "flex", gap: 2 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {error}
          </Box>
          <span>
            {value.length}/{BOARD_NAME_MAX_LENGTH}
          </span>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: BOARD_NAME_MAX_LENGTH }, formHelperText: { sx: { mx: 0.5 } } }}
    />
  );
}
