import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { DialSuggestion } from "./dial-suggestion";

interface SuggestionListProps {
  readonly id: string;
  readonly suggestions: readonly DialSuggestion[];
  readonly active: number;
  readonly optionId: (index: number) => string;
  readonly onActivate: (index: number) => void;
  readonly onPick: (suggestion: DialSuggestion) => void;
}

/** The dial field's popup: each suggestion's name over its number and what the number is. */
export function SuggestionList({
  id,
  suggestions,
  active,
  optionId,
  onActivate,
  onPick,
}: SuggestionListProps) {
  return (
    <Paper
      component="ul"
      id={id}
      role="listbox"
      aria-label="Suggestions"
      elevation={8}
      sx={{
        position: "absolute",
        top: "100%",
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.modal,
        mt: 0.5,
        p: 0.5,
        listStyle: "none",
      }}
    >
      {suggestions.map((suggestion, index) => (
        <Box
          component="li"
          key={suggestion.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          aria-label={`${suggestion.name}, ${suggestion.label} ${suggestion.number}`}
          // Keeps the focus in the field, so that the list stays a part of it.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onActivate(index)}
          onClick={() => onPick(suggestion)}
          sx={{
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            cursor: "pointer",
            bgcolor: index === active ? "action.selected" : undefined,
          }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {suggestion.name}
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap component="div">
            {suggestion.number} · {suggestion.label}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
