import VideoCallRoundedIcon from "@mui/icons-material/VideoCallRounded";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SharedConference } from "../../../services/xmpp/conference-element";
import { roomPath } from "../../../shared/conference/room-code";

/**
 * spec 2 §3 conference body: the room and a Join that opens /conference/{roomId} (§2). The path is
 * built from the room code on this app, never taken from the sender's link. The conference screens
 * run under their own router (§2), so Join loads them in a tab of their own and the phone and chat
 * here keep running.
 */
export function ConferenceCard({ conference }: { readonly conference: SharedConference }) {
  return (
    <Stack spacing={0.75} sx={{ mt: 0.25 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <VideoCallRoundedIcon fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          Videoconference
        </Typography>
      </Stack>
      <Typography variant="caption" sx={{ opacity: 0.8, fontVariantNumeric: "tabular-nums" }}>
        {`Room ${conference.conference}`}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        href={roomPath(conference.conference)}
        target="_blank"
        rel="noopener"
        aria-label={`Join videoconference ${conference.conference}`}
      >
        Join
      </Button>
    </Stack>
  );
}
