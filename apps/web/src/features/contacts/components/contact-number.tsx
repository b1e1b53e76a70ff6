import CallRoundedIcon from "@mui/icons-material/CallRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { CopyButton } from "../../../shared/ui/copy-button";
import { dialNumber } from "../../calls/commands";
import { useVideoColleague } from "../../presence/commands";
import { startVideoCall } from "../../video/commands";
import type { ContactNumber as Entry } from "../model/contact-fields";

interface ContactNumberProps {
  readonly entry: Entry;
  /** The contact's name, shown by the video call panel while it calls. */
  readonly name: string;
  /** Called after dialling, e.g. to close the dialog the number sits in. */
  readonly onDialled?: () => void;
  /** The detail dialog offers to copy each number (issue 10). */
  readonly copyable?: boolean;
}

/**
 * One labelled number of a contact; clicking it calls (spec 1 §2 contacts). A colleague's number
 * online with video also offers a video call (spec 1 §4).
 */
export function ContactNumber({ entry, name, onDialled, copyable = false }: ContactNumberProps) {
  const videoNumber = useVideoColleague(entry.number);
  const handleCall = () => {
    if (dialNumber(entry.number)) onDialled?.();
  };
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="textSecondary" component="div" sx={{ lineHeight: 1.3 }}>
          {entry.label}
        </Typography>
        <Typography
          component="button"
          type="button"
          variant="body2"
          onClick={handleCall}
          aria-label={`Call ${entry.number}`}
          noWrap
          sx={{
            display: "block",
            maxWidth: "100%",
            p: 0,
            border: 0,
            bgcolor: "transparent",
            color: "primary.main",
            fontWeight: 500,
            fontVariantNumeric: "tabular-nums",
            cursor: "pointer",
            textAlign: "left",
            "&:hover": { textDecoration: "underline" },
          }}
        >
          {entry.number}
        </Typography>
      </Box>
      {copyable && <CopyButton text={entry.number} label={`Copy ${entry.number}`} />}
      {videoNumber !== null && (
        <IconButton
          size="small"
          color="primary"
          aria-label={`Video call with ${entry.number}`}
          onClick={() => {
            startVideoCall(videoNumber, name);
            onDialled?.();
          }}
        >
          <VideocamRoundedIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" color="primary" tabIndex={-1} aria-hidden onClick={handleCall}>
        <CallRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
