import BackHandOutlinedIcon from "@mui/icons-material/BackHandOutlined";
import BackHandRoundedIcon from "@mui/icons-material/BackHandRounded";
import IconButton from "@mui/material/IconButton";
import { busylightActions, useBusylightStore } from "../model/busylight-store";

/**
 * spec 1 §2 App bar: "busylight call-attention toggle" — the lamp shows "help" (spec 1 §4) while on,
 * above everything but a ringing call.
 */
export function CallAttentionToggle() {
  const on = useBusylightStore((state) => state.callAttention);
  return (
    <IconButton
      aria-label="Call attention"
      aria-pressed={on}
      title={
        on
          ? "Call attention is on: the busylight asks for help"
          : "Call attention: ask for help on the busylight"
      }
      size="small"
      color={on ? "primary" : "default"}
      onClick={busylightActions.toggleCallAttention}
    >
      {on ? <BackHandRoundedIcon /> : <BackHandOutlinedIcon />}
    </IconButton>
  );
}
