import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { RegistrationState } from "../../../services/sip/registration-state";
import { useCallStore } from "../model/call-store";

const labels: Record<RegistrationState, string> = {
  disconnected: "Phone offline",
  connecting: "Connecting…",
  connected: "Registering…",
  registered: "Ready for calls",
  registrationFailed: "Registration failed",
};

const tones: Record<RegistrationState, "success.main" | "warning.main" | "error.main" | "text.disabled"> = {
  disconnected: "text.disabled",
  connecting: "warning.main",
  connected: "warning.main",
  registered: "success.main",
  registrationFailed: "error.main",
};

/** The SIP link state of spec 1 §4, as a dot and a word. */
export function RegistrationStatus() {
  const state = useCallStore((store) => store.registration);
  return (
    <Box
      role="status"
      aria-label="Phone status"
      data-state={state}
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}
    >
      <Box component="span" sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: tones[state] }} />
      <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 500 }}>
        {labels[state]}
      </Typography>
    </Box>
  );
}
