import VoicemailRoundedIcon from "@mui/icons-material/VoicemailRounded";
import Badge from "@mui/material/Badge";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { dialNumber } from "../../calls/commands";
import { useMyNewVoicemails } from "../hooks/use-my-new-voicemails";

// spec 1 §9: "Voicemail code *1".
const VOICEMAIL_CODE = "*1";

/** spec 1 §2 App bar: the voicemail badge — new messages in the mailbox; a click calls voicemail. */
export function VoicemailButton() {
  const count = useMyNewVoicemails();
  const label = count === undefined ? "Voicemail" : `Voicemail, ${count} new`;
  // A native title rather than MUI's Tooltip: Popper would add 11 KB to the first screen's JavaScript.
  const hint = count ? `${count} new voicemail${count === 1 ? "" : "s"} — call voicemail` : "Call voicemail";
  return (
    <AppBarButton
      label={label}
      hint={hint}
      onClick={() => dialNumber(VOICEMAIL_CODE)}
      icon={
        <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { "aria-hidden": true } }}>
          <VoicemailRoundedIcon />
        </Badge>
      }
    />
  );
}
