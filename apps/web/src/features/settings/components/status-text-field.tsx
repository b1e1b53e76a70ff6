import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import { STATUS_TEXT_DEBOUNCE_MS, STATUS_TEXT_MAX_LENGTH } from "@mobex/contracts/presence";
import type { Profile } from "@mobex/contracts/profile";
import { setStatusText } from "../api/set-status-text";

/**
 * spec 1 §2/§5: status text, at most 20 characters, saved 3 s after typing stops. A failed save is
 * logged only (spec 1 §8); the field keeps what the user typed.
 */
export function StatusTextField({ profile }: { readonly profile: Profile }) {
  const [text, setText] = useState(profile.status_text);
  const saved = useRef(profile.status_text);
  const { phone, online_status: online } = profile;

  useEffect(() => {
    if (text.trim() === saved.current) return undefined;
    const timer = setTimeout(() => {
      const next = text.trim();
      setStatusText(phone, next, online).then(
        () => (saved.current = next),
        (error: unknown) => console.warn("Status text not saved", error),
      );
    }, STATUS_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, phone, online]);

  return (
    <TextField
      label="Status"
      size="small"
      fullWidth
      value={text}
      placeholder="What are you up to?"
      onChange={(event) => setText(event.target.value.slice(0, STATUS_TEXT_MAX_LENGTH))}
      helperText={`${text.length}/${STATUS_TEXT_MAX_LENGTH}`}
      slotProps={{
        htmlInput: { maxLength: STATUS_TEXT_MAX_LENGTH },
        formHelperText: { sx: { textAlign: "right", mr: 0 } },
      }}
      sx={{ mt: 1.5 }}
    />
  );
}
