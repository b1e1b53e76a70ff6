import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useProfile } from "../../auth/commands";
import { MyLineLabel, useMyLine } from "../../calls/commands";
import { useMyNewVoicemails } from "../../voicemail/commands";
import { useUnreadChat } from "../hooks/use-unread-chat";
import { messageStatus } from "../model/message-status";

/**
 * spec 1 §2 App bar: "extension with a status line" — name, extension and the user's own line as
 * colleagues see it: Offline until the phone is registered, On a call during a call (issue 9), with
 * the status text and the message status (new voicemails, unread chat). At phone widths only the
 * line itself stays (issue 9: available, DND or offline at a glance).
 */
export function ExtensionStatus() {
  const profile = useProfile().data;
  const line = useMyLine();
  const messages = messageStatus(useMyNewVoicemails(), useUnreadChat());
  if (profile === undefined) {
    return (
      <Box sx={{ width: { xs: 72, sm: 140 } }}>
        <Skeleton width="70%" />
        <Skeleton width="100%" />
      </Box>
    );
  }
  // spec 1 §2: the status line carries the message status when there is any. Queue status has no
  // source yet (no queues on the platform), so none is shown rather than an empty value.
  const statusLine = [profile.status_text, messages]
    .filter((part) => part !== "")
    .map((part) => ` · ${part}`)
    .join("");
  return (
    // At phone widths only the dot and the word remain, and they keep their room (issue 9): the
    // app bar's icons give way to them, into its More menu.
    <Box sx={{ textAlign: "right", minWidth: 0, flexShrink: { xs: 0, sm: 1 } }}>
      <Typography
        variant="body2"
        noWrap
        sx={{ fontWeight: 600, lineHeight: 1.3, display: { xs: "none", sm: "block" } }}
      >
        {profile.extension} · {profile.name}
      </Typography>
      <Typography
        variant="caption"
        color="textSecondary"
        noWrap
        component="div"
        sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 0.75, lineHeight: 1.3 }}
      >
        <MyLineLabel status={line.status} dotSize={8}>
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            {statusLine}
          </Box>
        </MyLineLabel>
      </Typography>
    </Box>
  );
}
