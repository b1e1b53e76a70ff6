import Button from "@mui/material/Button";
import { useState } from "react";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useBusylight } from "../hooks/use-busylight";
import { defaultBusylightSettings } from "../model/busylight-settings";
import { busylightActions } from "../model/busylight-store";

/**
 * spec 1 §2 System Settings: "hardware busylight" — the `enabled` of the busylight settings (spec 1
 * §3). Hidden when the busylight flag is off (spec 1 §5, §6).
 */
export function HardwareBusylightSwitch() {
  const { allowed, settings, save } = useBusylight();
  // The switch follows the hand at once; the stored value takes over once the save settles.
  const [pending, setPending] = useState<boolean | null>(null);
  if (!allowed) return null;
  const current = settings ?? defaultBusylightSettings;
  const enabled = pending ?? current.enabled;
  return (
    <>
      <SwitchRow
        label="Hardware busylight"
        description="Show your calls and presence on a busylight lamp at your desk."
        checked={enabled}
        disabled={settings === undefined}
        onChange={(on) => {
          setPending(on);
          save({ ...current, enabled: on }, { onSettled: () => setPending(null) });
        }}
      />
      {enabled && (
        <Button size="small" onClick={busylightActions.openSettings} sx={{ alignSelf: "flex-start" }}>
          Busylight settings
        </Button>
      )}
    </>
  );
}
