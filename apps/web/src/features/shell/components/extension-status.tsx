import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { presenceLabels, presenceOf } from "../../../shared/lib/presence";
import { PresenceDot } from "../../../shared/ui/presence-dot";
import { useProfile } from "../../auth/commands";

/** spec 1 §2 App bar: "extension with a status line" — name, extension and presence. */
export function ExtensionStatus() {
  const profile = useProfile().data;
  if (profile === undefined) {
    return (
      <Box sx={{ width: 140 }}>
        <Skeleton width="70%" />
        <Skeleton width="100%" />
      </Box>
    );
  }
  const presence = presenceOf(profile);
  // spec 1 §2: the status line carries the queue status plus the message status when there are any.
  const statusLine = [presenceLabels[presence], profile.status_text, profile.q_status, profile.m_status]
    .filter((part) => part !== "")
    .join(" · ");
  return (
    <Box sx={{ textAlign: "right", minWidth: 0, display: { xs: "none", sm: "block" } }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {profile.extension} · {profile.name}
      </Typography>
      <Typography
        variant="caption"
        color="textSecondary"
        noWrap
        component="div"
        sx={{ display: "flex", alignItems: "center", justifyContent: "flex-end", gap: 0.75, lineHeight: 1.3 }}
      >
        <PresenceDot presence={presence} size={8} />
        {statusLine}
      </Typography>
    </Box>
  );
}
