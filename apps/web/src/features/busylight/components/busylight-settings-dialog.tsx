import CloseRoundedIcon from "@mui/icons-material/CloseRounded";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { useId } from "react";
import { useBusylight } from "../hooks/use-busylight";
import { type BusylightSettings, defaultBusylightSettings } from "../model/busylight-settings";
import { busylightActions, useBusylightStore } from "../model/busylight-store";
import { lampStateLabels } from "../model/lamp-state";
import { DirectLampControl } from "./direct-lamp-control";
import { LookFields, RingingFields } from "./look-fields";

type PlainLook = Exclude<keyof BusylightSettings, "enabled" | "incomingcall">;

// In the order of spec 1 §4's precedence, the incoming call first.
const plainLooks: readonly { readonly key: PlainLook; readonly legend: string }[] = [
  { key: "callAttention", legend: lampStateLabels.help },
  { key: "oncall", legend: lampStateLabels.oncall },
  { key: "dnd", legend: lampStateLabels.dnd },
  { key: "available", legend: lampStateLabels.available },
  { key: "unavailable", legend: lampStateLabels.unavailable },
];

const statusTexts = {
  unknown: "Looking for the busylight…",
  on: "The busylight is connected.",
  disconnected: "The busylight software runs, but no busylight is connected.",
  notInstalled: "The busylight software does not answer on this computer.",
  unsupported: "The busylight is not supported on this computer.",
  servesOtherApp: "The busylight software serves another web app.",
} as const;

/** The busylight settings (spec 1 §3), stored server-side; each change is saved at once. */
export function BusylightSettingsDialog() {
  const titleId = useId();
  const { settings, save } = useBusylight();
  const status = useBusylightStore((state) => state.status);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const current = settings ?? defaultBusylightSettings;
  const close = busylightActions.closeSettings;
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Busylight settings
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseRoundedIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {current.enabled && (
            <Typography
              role="status"
              variant="body2"
              color={status === "on" ? "success.main" : "textSecondary"}
            >
              {statusTexts[status]}
            </Typography>
          )}
          <LookFields
            legend={lampStateLabels.ringing}
            look={current.incomingcall}
            onChange={(incomingcall) => save({ ...current, incomingcall })}
          >
            <RingingFields
              look={current.incomingcall}
              onChange={(incomingcall) => save({ ...current, incomingcall })}
            />
          </LookFields>
          {plainLooks.map(({ key, legend }) => (
            <LookFields
              key={key}
              legend={legend}
              look={current[key]}
              onChange={(look) => save({ ...current, [key]: look })}
            />
          ))}
          <Divider />
          <DirectLampControl />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
