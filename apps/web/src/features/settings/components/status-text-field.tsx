import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { STATUS_TEXT_MAX_LENGTH } from "@mobex/contracts/presence";
import type { Profile } from "@mobex/contracts/profile";
import { useStatusTextSave } from "../hooks/use-status-text-save";
import { fitStatusText, showsCounter } from "../model/status-text";

/**
 * spec 1 §2/§5: status text, at most 20 characters, saved 3 s after typing stops, or at once on
 * Enter, on leaving the field and when the menu closes. A counter shows as the text nears the
 * limit, and input past it is cut with a warning, not silently.
 */
export function StatusTextField({ profile }: { readonly profile: Profile }) {
  const [{ text, cut }, setFitted] = useState({ text: profile.status_text, cut: false });
  const saveNow = useStatusTextSave(profile, text);

  const helper = showsCounter(text, cut) ? (
    <Box component="span" sx={{ display: "flex", gap: 1 }}>
      <Box component="span" role={cut ? "alert" : undefined} sx={{ flex: 1 }}>
        {cut ? `Only the first ${STATUS_TEXT_MAX_LENGTH} characters were kept` : ""}
      </Box>
      <span>{`${text.length}/${STATUS_TEXT_MAX_LENGTH}`}</span>
    </Box>
  ) : undefined;

  return (
    <TextField
      label="Status"
      size="small"
      fullWidth
      value={text}
      placeholder="What are you up to?"
      onChange={(event) => setFitted(fitStatusText(event.target.value))}
      onBlur={saveNow}
      onKeyDown={(event) => {
        if (event.key === "Enter") saveNow();
      }}
      error={cut}
      helperText={helper}
      slotProps={{ formHelperText: { sx: { mx: 0 } } }}
      sx={{ mt: 1.5 }}
    />
  );
}
