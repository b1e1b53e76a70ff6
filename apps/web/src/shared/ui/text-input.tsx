import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { type KeyboardEvent, useId } from "react";

interface TextInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: "text" | "email";
  readonly autoComplete?: string;
  readonly inputMode?: "numeric" | "tel" | "email" | "text";
  readonly autoFocus?: boolean;
  readonly disabled?: boolean;
  /** Keeps focus and value while a request is on its way, unlike `disabled`. */
  readonly readOnly?: boolean;
  readonly error?: boolean;
  /** Shown under the field; an error is announced as it appears. */
  readonly helperText?: string | null;
  readonly tone?: "error" | "info";
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A labelled outlined text field. Built from the input parts rather than MUI's TextField, which would
 * bring its whole Select machinery into the first-paint bundle (ARCHITECTURE.md budgets).
 */
export function TextInput({
  label,
  value,
  onChange,
  type = "text",
  helperText,
  tone = "error",
  error,
  ...rest
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={rest.disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={rest.autoComplete}
        autoFocus={rest.autoFocus}
        onKeyDown={rest.onKeyDown}
        inputProps={{
          spellCheck: false,
          inputMode: rest.inputMode,
          autoCapitalize: "off",
          "aria-describedby": helperText ? helperId : undefined,
        }}
      />
      <FormHelperText
        id={helperId}
        role={helperText ? "alert" : undefined}
        sx={tone === "info" && !error ? { color: "info.main" } : undefined}
      >
        {helperText ?? " "}
      </FormHelperText>
    </FormControl>
  );
}
