import LightbulbOutlinedIcon from "@mui/icons-material/LightbulbOutlined";
import LightbulbRoundedIcon from "@mui/icons-material/LightbulbRounded";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { useBusylightIcons } from "../hooks/use-lamp-state";
import { busylightActions, useBusylightStore } from "../model/busylight-store";
import type { DeviceStatus } from "../model/device-status";
import { lampStateLabels, lookOf } from "../model/lamp-state";
import { lampColourCss } from "./lamp-colours";

const problemTexts: Record<Exclude<DeviceStatus, "on">, string> = {
  unknown: "connecting…",
  disconnected: "disconnected",
  notInstalled: "software not installed",
  unsupported: "not supported on this computer",
  servesOtherApp: "the software serves another web app",
};

/**
 * spec 1 §2 App bar: "busylight status icon" — the lamp's colour while it answers, a warning when it
 * does not; a click opens the busylight settings. Shown while the busylight is on.
 */
export function BusylightStatusIcon() {
  const icons = useBusylightIcons();
  const status = useBusylightStore((store) => store.status);
  if (icons === null) return null;
  const look = lookOf(icons.state, icons.settings);
  const lit = status === "on" && look.effect !== "Disabled";
  const text =
    status === "on"
      ? `${lampStateLabels[icons.state]}${lit ? `, ${look.colour.toLowerCase()}` : ", off"}`
      : problemTexts[status];
  return (
    <AppBarButton
      label={`Busylight: ${text}`}
      color={status === "unknown" || status === "on" ? "default" : "warning"}
      onClick={busylightActions.openSettings}
      icon={
        lit ? <LightbulbRoundedIcon sx={{ color: lampColourCss[look.colour] }} /> : <LightbulbOutlinedIcon />
      }
    />
  );
}
