import DeleteOutlineRoundedIcon from "@mui/icons-material/DeleteOutlineRounded";
import DragIndicatorRoundedIcon from "@mui/icons-material/DragIndicatorRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { HistoryItem } from "@mobex/contracts/calls";
import { useNumberDraggable } from "../../../shared/drag/use-number-draggable";
import { startVideoCall } from "../../video/commands";
import { useVideoTarget } from "../hooks/use-video-target";
import { useAccessClaims } from "../../auth/commands";
import {
  directionOf,
  formatClockTime,
  formatDuration,
  outcomeLabel,
  partyLabel,
} from "../model/history-format";
import { DirectionIcon } from "./direction-icon";
import { NumberButton } from "./number-button";

interface HistoryRowProps {
  readonly item: HistoryItem;
  /** Phone width: the number sits under the name and the duration under the time. */
  readonly compact: boolean;
  readonly onOpen: (item: HistoryItem) => void;
  readonly onHide: (item: HistoryItem) => void;
}

const secondary = { fontVariantNumeric: "tabular-nums", color: "text.secondary" } as const;

/**
 * One call in the history table: In/Out, Info, Tel, Duration, Time (spec 1 §2) and its actions: a
 * video call to a colleague online with video (spec 1 §4), whom a video call's row also calls back
 * by video. During a call the row drags onto the call's drop targets (issue 10).
 */
export function HistoryRow({ item, compact, onOpen, onHide }: HistoryRowProps) {
  const label = partyLabel(item, useAccessClaims()?.phone ?? "");
  const video = useVideoTarget(item);
  const number = <NumberButton number={item.call_b} videoCallBack={item.media === "vid" ? video : null} />;
  const duration = formatDuration(item.call_duration);
  const drag = useNumberDraggable(`history-${item.uniqueid}`, { number: item.call_b, name: label });
  return (
    <TableRow
      hover
      onClick={() => onOpen(item)}
      ref={drag.enabled ? drag.itemRef : undefined}
      onPointerDown={drag.enabled ? drag.itemProps.onPointerDown : undefined}
      sx={{ cursor: "pointer", opacity: drag.isDragging ? 0.4 : 1, "&:last-child td": { border: 0 } }}
    >
      <TableCell sx={{ width: compact ? 48 : 56 }}>
        <DirectionIcon item={item} />
      </TableCell>
      {/* A zero max-width lets the name cell take the room left over and cut long names short. */}
      <TableCell sx={compact ? { width: "100%", maxWidth: 0 } : { maxWidth: 260 }}>
        <ButtonBase
          aria-label={`Details of ${label}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(item);
          }}
          sx={{ borderRadius: 1, maxWidth: "100%", justifyContent: "flex-start" }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
        </ButtonBase>
        {item.status !== "answer" && (
          <Typography
            variant="caption"
            component="div"
            color={directionOf(item) === "missed" ? "error" : "textSecondary"}
          >
            {outcomeLabel(item)}
          </Typography>
        )}
        {compact && <div>{number}</div>}
      </TableCell>
      {!compact && (
        <>
          <TableCell>{number}</TableCell>
          <TableCell sx={secondary}>{duration}</TableCell>
        </>
      )}
      <TableCell sx={{ ...secondary, whiteSpace: "nowrap", width: compact ? 72 : undefined }}>
        {formatClockTime(item.call_start)}
        {compact && (
          <Typography variant="caption" component="div">
            {duration}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ width: compact ? 44 : 56, whiteSpace: "nowrap" }}>
        {video !== null && (
          <Tooltip title="Video call">
            <IconButton
              size="small"
              color="primary"
              aria-label={`Video call with ${label}`}
              onClick={(event) => {
                event.stopPropagation();
                startVideoCall(video.number, video.name);
              }}
            >
              <VideocamRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {drag.enabled && (
          <IconButton
            size="small"
            aria-label={`Drag ${label} to the call`}
            onClick={(event) => event.stopPropagation()}
            {...drag.handleProps}
            sx={{ cursor: "grab" }}
          >
            <DragIndicatorRoundedIcon fontSize="small" />
          </IconButton>
        )}
        <Tooltip title="Remove from history">
          <IconButton
            size="small"
            aria-label={`Remove ${label} from history`}
            onClick={(event) => {
              event.stopPropagation();
              onHide(item);
            }}
          >
            <DeleteOutlineRoundedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
