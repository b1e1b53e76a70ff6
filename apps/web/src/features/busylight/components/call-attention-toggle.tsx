import BackHandOutlinedIcon from "@mui/icons-material/BackHandOutlined";
import BackHandRoundedIcon from "@mui/icons-material/BackHandRounded";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { useBusylightIconsShown } from "../hooks/use-lamp-state";
import { busylightActions, useBusylightStore } from "../model/busylight-store";

/**
 * spec 1 §2 App bar: "busylight call-attention toggle" — the lamp shows "help" (spec 1 §4) while on,
 * above everything but a ringing call. Shown while the busylight is on.
 */
export function CallAttentionToggle() {
  const on = useBusylightStore((state) => state.callAttention);
  if (!useBusylightIconsShown()) return null;
  return (
    <AppBarButton
      label="Call attention"
      pressed={on}
      hint={
        on
          ? "Call attention is on: the busylight asks for help"
          : "Call attention: ask for help on the busylight"
      }
      color={on ? "primary" : "default"}
      onClick={busylightActions.toggleCallAttention}
      icon={on ? <BackHandRoundedIcon /> : <BackHandOutlinedIcon />}
    />
  );
}
