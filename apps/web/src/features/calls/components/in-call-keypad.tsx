import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { playKeyTone } from "../audio/key-tones";
import { getPhone } from "../model/phone-api";
import { DialKeys } from "./dial-keys";

/** spec 1 §2 Keypad: DTMF to the far end (spec 1 §9: 100 ms tones, 400 ms apart), with local tones. */
export function InCallKeypad({ callId }: { readonly callId: string }) {
  const [sent, setSent] = useState("");
  const press = (key: string) => {
    playKeyTone(key);
    getPhone()?.sendDtmf(callId, key);
    setSent((current) => (current + key).slice(-24));
  };
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
      <DialKeys onKey={press} />
    </Box>
  );
}
