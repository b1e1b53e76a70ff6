import SearchRoundedIcon from "@mui/icons-material/SearchRounded";
import InputAdornment from "@mui/material/InputAdornment";
import OutlinedInput from "@mui/material/OutlinedInput";

interface SearchFieldProps {
  /** The accessible name; the placeholder says what can be searched. */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The search box at the top of a list screen (history, contacts, presence board). */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <OutlinedInput
      type="search"
      size="small"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      inputProps={{ "aria-label": label }}
      startAdornment={
        <InputAdornment position="start">
          <SearchRoundedIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ width: { xs: "100%", sm: 300 }, bgcolor: "background.paper" }}
    />
  );
}
