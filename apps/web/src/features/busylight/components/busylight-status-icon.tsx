import LightbulbOutlinedIcon from "@mui/icons-material/LightbulbOutlined";
import LightbulbRoundedIcon from "@mui/icons-material/LightbulbRounded";
import IconButton from "@mui/material/IconButton";
import type { BusylightSettings } from "../model/busylight-settings";
import { busylightActions, useBusylightStore } from "../model/busylight-store";
import type { DeviceStatus } from "../model/device-status";
import { type LampState, lampStateLabels, lookOf } from "../model/lamp-state";
import { lampColourCss } from "./lamp-colours";

const problemTexts: Record<Exclude<DeviceStatus, "on">, string> = {
  unknown: "connecting…",
  disconnected: "disconnected",
  notInstalled: "software not installed",
  unsupported: "not supported on this computer",
  servesOtherApp: "the software serves another web app",
};

interface BusylightStatusIconProps {
  readonly state: LampState;
  readonly settings: BusylightSettings;
}

/**
 * spec 1 §2 App bar: "busylight status icon" — the lamp's colour while it answers, a warning when it
 * does not; a click opens the busylight settings.
 */
export function BusylightStatusIcon({ state, settings }: BusylightStatusIconProps) {
  const status = useBusylightStore((store) => store.status);
  const look = lookOf(state, settings);
  const lit = status === "on" && look.effect !== "Disabled";
  const text =
    status === "on"
      ? `${lampStateLabels[state]}${lit ? `, ${look.colour.toLowerCase()}` : ", off"}`
      : problemTexts[status];
  return (
    <IconButton
      aria-label={`Busylight: ${text}`}
      title={`Busylight: ${text}`}
      size="small"
      color={status === "unknown" || status === "on" ? "default" : "warning"}
      onClick={busylightActions.openSettings}
    >
      {lit ? <LightbulbRoundedIcon sx={{ color: lampColourCss[look.colour] }} /> : <LightbulbOutlinedIcon />}
    </IconButton>
  );
}
