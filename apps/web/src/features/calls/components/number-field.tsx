import BackspaceOutlinedIcon from "@mui/icons-material/BackspaceOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import type { Ref } from "react";

interface NumberFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onEnter: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly autoFocus?: boolean;
}

/** The dial field (spec 1 §2): Enter dials; Backspace shows only while there is something to delete. */
export function NumberField({ value, onChange, onEnter, inputRef, autoFocus }: NumberFieldProps) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 0.5,
        pl: 5,
        pr: 0.5,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter();
          }
        }}
        inputRef={inputRef}
        autoFocus={autoFocus}
        placeholder="Enter a number"
        autoComplete="off"
        inputProps={{ "aria-label": "Number", inputMode: "tel", spellCheck: false }}
        sx={{
          flex: 1,
          "& input": {
            textAlign: "center",
            fontSize: 24,
            fontWeight: 500,
            letterSpacing: "0.02em",
            py: 1.25,
          },
        }}
      />
      <Box sx={{ width: 40 }}>
        {value !== "" && (
          <IconButton aria-label="Backspace" onClick={() => onChange(value.slice(0, -1))} size="small">
            <BackspaceOutlinedIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
