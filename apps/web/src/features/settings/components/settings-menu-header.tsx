import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { presenceLabels, presenceOf } from "../../../shared/lib/presence";
import { PresenceDot } from "../../../shared/ui/presence-dot";
import { useProfile } from "../../auth/commands";
import { UserAvatar } from "./user-avatar";

/** spec 1 §2 Settings menu: "Name and internal caller id". */
export function SettingsMenuHeader() {
  const profile = useProfile().data;
  const presence = profile ? presenceOf(profile) : null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", px: 2, pt: 2, pb: 1.5 }}>
      <UserAvatar name={profile?.name} size={44} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ lineHeight: 1.3 }}>
          {profile?.name ?? " "}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {profile ? `Internal caller ID ${profile.callerid_internal}` : " "}
        </Typography>
        {presence !== null && (
          <Typography
            variant="caption"
            color="textSecondary"
            sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
          >
            <PresenceDot presence={presence} size={8} />
            {presenceLabels[presence]}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
