import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { keyframes } from "@mui/material/styles";
import { PersonAvatar } from "../../../shared/ui/person-avatar";
import { useAvatarHash } from "../../avatar/commands";
import type { Call } from "../model/call";
import { callTexts } from "../model/call-texts";

// spec 1 §3 History item: "The number *1 is labelled Voicemail"; the call screens say the same.
const VOICEMAIL_NUMBER = "*1";

export function callTitle(call: Call): string {
  if (call.number === VOICEMAIL_NUMBER) return callTexts.voicemail;
  return call.originalName !== "" ? call.originalName : call.number;
}

// A soft ring spreading from the avatar while an incoming call waits.
const ripple = keyframes`
  from { box-shadow: 0 0 0 0 var(--ring-colour); }
  to { box-shadow: 0 0 0 18px transparent; }
`;

interface CallIdentityProps {
  readonly call: Call;
  readonly size?: "large" | "small";
  /** An incoming call waiting for an answer. */
  readonly ringing?: boolean;
}

/** Who the call is with: their picture (initials without one), name (or number) and number. */
export function CallIdentity({ call, size = "large", ringing = false }: CallIdentityProps) {
  const title = callTitle(call);
  const hash = useAvatarHash(call.number);
  const subtitle = title === call.number ? "" : call.number;
  const large = size === "large";
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: large ? "column" : "row",
        alignItems: "center",
        gap: large ? 1.25 : 1.5,
        minWidth: 0,
      }}
    >
      <PersonAvatar
        phone={call.number}
        hash={hash}
        name={title}
        size={large ? 72 : 36}
        sx={
          ringing
            ? {
                "--ring-colour": (theme) => theme.palette.success.main,
                animation: `${ripple} 1.4s ease-out infinite`,
                "@media (prefers-reduced-motion: reduce)": { animation: "none" },
              }
            : undefined
        }
      />
      <Box sx={{ textAlign: large ? "center" : "left", minWidth: 0 }}>
        <Typography variant={large ? "h6" : "body2"} noWrap sx={{ fontWeight: large ? 650 : 600 }}>
          {title}
        </Typography>
        {subtitle !== "" && (
          <Typography variant={large ? "body2" : "caption"} color="textSecondary" noWrap component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
