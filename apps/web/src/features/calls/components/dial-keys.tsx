import Box from "@mui/material/Box";
import { DialKey } from "./dial-key";

const KEYS: readonly (readonly [string, string])[] = [
  ["1", "VM"],
  ["2", "ABC"],
  ["3", "DEF"],
  ["4", "GHI"],
  ["5", "JKL"],
  ["6", "MNO"],
  ["7", "PQRS"],
  ["8", "TUV"],
  ["9", "WXYZ"],
  ["*", ""],
  ["0", "+"],
  ["#", ""],
];

interface DialKeysProps {
  readonly onKey: (key: string) => void;
  /** Held 1: the voicemail code (spec 1 §2); absent where a long press means nothing (in-call keypad). */
  readonly onVoicemail?: () => void;
}

/** The 3 × 4 keypad. */
export function DialKeys({ onKey, onVoicemail }: DialKeysProps) {
  return (
    <Box
      role="group"
      aria-label="Keypad"
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 1fr)",
        rowGap: 1.25,
        columnGap: 2,
        maxWidth: 264,
        mx: "auto",
      }}
    >
      {KEYS.map(([digit, letters]) => (
        <DialKey
          key={digit}
          digit={digit}
          letters={digit === "1" && onVoicemail === undefined ? "" : letters}
          onPress={onKey}
          onLongPress={digit === "1" ? onVoicemail : undefined}
        />
      ))}
    </Box>
  );
}
