import TextField from "@mui/material/TextField";

interface ListSelectProps<T extends string | number> {
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/** A choice from one of spec 1 §9's fixed lists, as a native select (quick, and right on phones). */
export function ListSelect<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: ListSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={String(value)}
      slotProps={{ select: { native: true } }}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen !== undefined) onChange(chosen.value);
      }}
      sx={{ minWidth: 0, flex: 1 }}
    >
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
