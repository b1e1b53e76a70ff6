import BackspaceOutlinedIcon from "@mui/icons-material/BackspaceOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import type { Ref } from "react";
import { DIAL_FIELD_ATTRIBUTE } from "../keyboard/text-entry";
import type { DialSuggestion } from "../suggestions/dial-suggestion";
import { SuggestionList } from "../suggestions/suggestion-list";
import { useSuggestionCursor } from "../suggestions/use-suggestion-cursor";

interface NumberFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onEnter: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly autoFocus?: boolean;
  /** Who the typed text may mean (issue 9); with them the field is a combobox. */
  readonly suggestions?: readonly DialSuggestion[];
  readonly onPick?: (suggestion: DialSuggestion) => void;
}

const NO_SUGGESTIONS: readonly DialSuggestion[] = [];

/**
 * The dial field (spec 1 §2): Enter dials; Backspace shows only while there is something to
 * delete; with suggestions, a list of matching colleagues and contacts to choose from.
 */
export function NumberField(props: NumberFieldProps) {
  const { value, onChange, onEnter, inputRef, autoFocus, suggestions, onPick } = props;
  const cursor = useSuggestionCursor(suggestions ?? NO_SUGGESTIONS, (picked) => onPick?.(picked), onEnter);
  return (
    <Box
      sx={{
        position: "relative",
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
        onKeyDown={cursor.handleKeyDown}
        inputRef={inputRef}
        autoFocus={autoFocus}
        placeholder="Enter a number"
        autoComplete="off"
        inputProps={{
          "aria-label": "Number",
          inputMode: "tel",
          spellCheck: false,
          [DIAL_FIELD_ATTRIBUTE]: "",
          ...(suggestions === undefined ? {} : cursor.inputProps),
        }}
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
      {cursor.open && suggestions !== undefined && (
        <SuggestionList
          id={cursor.listId}
          suggestions={suggestions}
          active={cursor.active}
          optionId={cursor.optionId}
          onActivate={cursor.setActive}
          onPick={(picked) => onPick?.(picked)}
        />
      )}
    </Box>
  );
}
