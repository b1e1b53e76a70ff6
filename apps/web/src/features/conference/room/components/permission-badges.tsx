import MicOffIcon from "@mui/icons-material/MicOff";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { mediaTexts } from "../model/local-media";

interface PermissionBadgesProps {
  readonly camera: boolean;
  readonly microphone: boolean;
}

/** spec 2 §6 "Camera and microphone permission states are shown as warning badges". */
export function PermissionBadges({ camera, microphone }: PermissionBadgesProps) {
  if (camera && microphone) return null;
  return (
    <Stack direction="row" spacing={1}>
      {!camera && (
        <Tooltip title={mediaTexts.noCameraPermission}>
          <Chip
            color="warning"
            size="small"
            icon={<VideocamOffIcon />}
            label={mediaTexts.noCameraPermission}
          />
        </Tooltip>
      )}
      {!microphone && (
        <Tooltip title={mediaTexts.noMicrophonePermission}>
          <Chip
            color="warning"
            size="small"
            icon={<MicOffIcon />}
            label={mediaTexts.noMicrophonePermission}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
