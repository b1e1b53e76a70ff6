import CallRoundedIcon from "@mui/icons-material/CallRounded";
import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { HistoryItem } from "@mobex/contracts/calls";
import { CopyButton } from "../../../shared/ui/copy-button";
import { useAccessClaims } from "../../auth/commands";
import { dialNumber } from "../../calls/commands";
import { startVideoCall } from "../../video/commands";
import { useVideoTarget } from "../hooks/use-video-target";
import {
  directionLabel,
  formatCallTime,
  formatDuration,
  outcomeLabel,
  partyLabel,
} from "../model/history-format";
import { DirectionIcon } from "./direction-icon";
import { MoreRecords } from "./more-records";

interface HistoryDetailDialogProps {
  readonly item: HistoryItem;
  /** The other calls with the same number (spec 1 §2 "More records"). */
  readonly others: readonly HistoryItem[];
  readonly nowMs: number;
  readonly onHide: (item: HistoryItem) => void;
  readonly onClose: () => void;
}

function Detail({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </>
  );
}

/**
 * spec 1 §2 history: the detail dialog of one call, with the other calls to the same number; a video
 * call too when the other party is a colleague online with video (spec 1 §4).
 */
export function HistoryDetailDialog({ item, others, nowMs, onHide, onClose }: HistoryDetailDialogProps) {
  const titleId = useId();
  const label = partyLabel(item, useAccessClaims()?.phone ?? "");
  const video = useVideoTarget(item);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 2 }}>
          <DirectionIcon item={item} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2">{directionLabel(item)}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {item.call_b}
            </Typography>
          </Box>
          <CopyButton text={item.call_b} label={`Copy ${item.call_b}`} />
        </Stack>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1, m: 0 }}
        >
          <Detail label="Outcome" value={outcomeLabel(item)} />
          <Detail label="Time" value={formatCallTime(item.call_start, nowMs)} />
          <Detail label="Duration" value={formatDuration(item.call_duration)} />
          {/* The server's description often just repeats the outcome. */}
          {item.call_desc !== "" && item.call_desc.toLowerCase() !== outcomeLabel(item).toLowerCase() && (
            <Detail label="Description" value={item.call_desc} />
          )}
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <MoreRecords items={others} nowMs={nowMs} />
      </DialogContent>
      {/* On a phone the remove action takes a line of its own rather than wrapping its words. */}
      <DialogActions
        sx={{ px: 3, pb: 2.5, flexWrap: "wrap", rowGap: 1, "& .MuiButton-root": { whiteSpace: "nowrap" } }}
      >
        <Button
          color="error"
          startIcon={<DeleteOutlineRoundedIcon />}
          onClick={() => onHide(item)}
          sx={{ mr: "auto" }}
        >
          Remove from history
        </Button>
        <Button onClick={onClose}>Close</Button>
        {video !== null && (
          <Button
            variant="outlined"
            startIcon={<VideocamRoundedIcon />}
            onClick={() => {
              startVideoCall(video.number, video.name);
              onClose();
            }}
          >
            Video call
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<CallRoundedIcon />}
          onClick={() => {
            if (dialNumber(item.call_b)) onClose();
          }}
        >
          Call
        </Button>
      </DialogActions>
    </Dialog>
  );
}
