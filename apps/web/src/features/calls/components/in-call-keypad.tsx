import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { sendKeypadTone, useTonesSent } from "../keyboard/keypad-tones";
import { DialKeys } from "./dial-keys";

/** spec 1 §2 Keypad: DTMF to the far end with local tones; the tones typed on the keyboard show here too. */
export function InCallKeypad({ callId }: { readonly callId: string }) {
  const sent = useTonesSent(callId);
  return (
    <Box sx={{ width: "100%", maxWidth: 260, mx: "auto" }}>
      <Typography
        aria-label="Tones sent"
        role="status"
        sx={{
          textAlign: "center",
          fontSize: 22,
          fontWeight: 500,
          letterSpacing: "0.08em",
          minHeight: 34,
          mb: 1,
        }}
      >
        {sent}
      </Typography>
      <DialKeys onKey={(key) => sendKeypadTone(callId, key)} />
    </Box>
  );
}
