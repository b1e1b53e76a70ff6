import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Badge from "@mui/material/Badge";
import { useNavigate } from "react-router";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { useMyNewVoicemails } from "../hooks/use-my-new-voicemails";

/** Where the visual voicemail lives (a route of the main router). */
export const VOICEMAIL_PATH = "/voicemail";

/** spec 1 §2 App bar: the voicemail badge — new messages in the mailbox; a click opens the visual voicemail. */
export function VoicemailButton() {
  const count = useMyNewVoicemails();
  const navigate = useNavigate();
  const label = count === undefined ? "Voicemail" : `Voicemail, ${count} new`;
  // A native title rather than MUI's Tooltip: Popper would add 11 KB to the first screen's JavaScript.
  const hint = count ? `${count} new voicemail${count === 1 ? "" : "s"} — open voicemail` : "Open voicemail";
  return (
    <AppBarButton
      label={label}
      hint={hint}
      onClick={() => void navigate(VOICEMAIL_PATH)}
      icon={
        <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { "aria-hidden": true } }}>
          <VoicemailRoundedIcon />
        </Badge>
      }
    />
  );
}
