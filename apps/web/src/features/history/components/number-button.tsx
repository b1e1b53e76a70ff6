import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useAccessClaims } from "../../auth/commands";
import { dialNumber } from "../../calls/commands";
import { startVideoCall } from "../../video/commands";

interface NumberButtonProps {
  readonly number: string;
  /** A video call's row calls back by video, to this full number and name, when it can (spec 1 §3 media vid). */
  readonly videoCallBack?: { readonly number: string; readonly name: string } | null;
  /** Called after dialling, e.g. to close the dialog the button sits in. */
  readonly onDialled?: () => void;
}

/**
 * spec 1 §2 history: a number to click to call back; a colleague by extension, as the call screen
 * shows them (issue 9), which dials the same line. A video call is called back by video.
 */
export function NumberButton({ number, videoCallBack = null, onDialled }: NumberButtonProps) {
  const shown = shortNumber(number, useAccessClaims()?.phone ?? "");
  const callBack = () => {
    if (videoCallBack === null) return dialNumber(shown);
    startVideoCall(videoCallBack.number, videoCallBack.name);
    return true;
  };
  return (
    <Tooltip title={videoCallBack === null ? "Call back" : "Video call back"}>
      <Button
        size="small"
        aria-label={`${videoCallBack === null ? "Call" : "Video call back"} ${shown}`}
        onClick={(event) => {
          // The row around it opens the details; this click is only the call.
          event.stopPropagation();
          if (callBack()) onDialled?.();
        }}
        sx={{ minWidth: 0, px: 1, ml: -1, fontVariantNumeric: "tabular-nums", fontWeight: 500 }}
      >
        {shown}
      </Button>
    </Tooltip>
  );
}
