import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { useCompactHeight } from "../hooks/use-compact-height";
import { type DialInput, useDialField } from "../hooks/use-dial-field";
import { useDialSuggestions } from "../suggestions/use-dial-suggestions";
import { DialKeys } from "./dial-keys";
import { NumberField } from "./number-field";

// spec 1 §9: "Voicemail code *1".
const VOICEMAIL_CODE = "*1";

interface DialpadProps {
  /** Places the call (or transfer); true when something was dialled, which clears the field. */
  readonly onDial: DialInput;
  /**
   * The row under the keys: the Call button, perhaps Video call. Receives the field's current value
   * and its submit, which dials with onDial or with the dialler given.
   */
  readonly actions: (value: string, submit: (dialWith?: DialInput) => void) => ReactNode;
  readonly autoFocus?: boolean;
}

/**
 * spec 1 §2 Dialpad: number field, keys with tones, backspace, Enter dials, 1 held dials voicemail;
 * colleagues and phone-book numbers matching what is typed, one choice away from a call (issue 9).
 */
export function Dialpad({ onDial, actions, autoFocus }: DialpadProps) {
  const field = useDialField(onDial);
  const compact = useCompactHeight();
  const suggestions = useDialSuggestions(field.value);
  return (
    <Stack spacing={2.5} sx={{ width: "100%", maxWidth: 280, mx: "auto" }}>
      <NumberField
        value={field.value}
        onChange={field.setValue}
        onEnter={() => field.submit()}
        inputRef={field.inputRef}
        autoFocus={autoFocus}
        suggestions={suggestions}
        onPick={(picked) => field.submit(picked.number)}
      />
      {!compact && <DialKeys onKey={field.press} onVoicemail={() => field.submit(VOICEMAIL_CODE)} />}
      <Box sx={{ minHeight: 64 }}>
        {actions(field.value, (dialWith) => field.submit(undefined, dialWith))}
      </Box>
    </Stack>
  );
}
