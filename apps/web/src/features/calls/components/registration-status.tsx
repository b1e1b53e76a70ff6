import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useReachability } from "../../../shared/connection/use-reachability";
import type { RegistrationState } from "../../../services/sip/registration-state";
import { useCallStore } from "../model/call-store";

/** The phone's link: the SIP registration, or `unreachable` while the server cannot be reached. */
type PhoneLink = RegistrationState | "unreachable";

const labels: Record<PhoneLink, string> = {
  idle: "Phone offline",
  disconnected: "Not connected",
  unreachable: "Not connected",
  connecting: "Connecting…",
  connected: "Registering…",
  registered: "Ready for calls",
  registrationFailed: "Registration failed",
};

const tones: Record<PhoneLink, "success.main" | "warning.main" | "error.main" | "text.disabled"> = {
  idle: "text.disabled",
  disconnected: "error.main",
  unreachable: "error.main",
  connecting: "warning.main",
  connected: "warning.main",
  registered: "success.main",
  registrationFailed: "error.main",
};

/** The SIP link state of spec 1 §4, as a dot and a word; never "Ready" while the server is away. */
export function RegistrationStatus() {
  const registration = useCallStore((store) => store.registration);
  const reachability = useReachability();
  const state: PhoneLink = reachability === "unreachable" ? "unreachable" : registration;
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
