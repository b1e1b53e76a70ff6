import Button from "@mui/material/Button";
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
  if (!allowed) return null;
  const current = settings ?? defaultBusylightSettings;
  return (
    <>
      <SwitchRow
        label="Hardware busylight"
        description="Show your calls and presence on a busylight lamp at your desk."
        checked={current.enabled}
        disabled={settings === undefined}
        onChange={(enabled) => save({ ...current, enabled })}
      />
      {current.enabled && (
        <Button size="small" onClick={busylightActions.openSettings} sx={{ alignSelf: "flex-start" }}>
          Busylight settings
        </Button>
      )}
    </>
  );
}
