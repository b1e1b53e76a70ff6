import Stack from "@mui/material/Stack";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { debugDataTexts, useReportHost } from "../../diagnostics/commands";
import { HardwareBusylightSwitch } from "../../busylight/commands";
import { ShowSurnameSwitch } from "../../presence/commands";
import { useAllowedFeatures } from "../../auth/commands";
import { setDebug, updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";

/**
 * spec 1 §2 System Settings toggles. spec 1 §5: "Chat and video toggles are hidden when disabled by
 * the administrator or provisioning"; the busylight feature hides its switch likewise (§6 flag).
 */
export function FeatureToggles() {
  const allowed = useAllowedFeatures();
  const settings = useSettingsStore();
  const reportHost = useReportHost();

  return (
    <Stack spacing={0.25}>
      <SwitchRow
        label="Send debug data"
        description={debugDataTexts.switch(reportHost)}
        checked={settings.debug}
        onChange={setDebug}
      />
      {allowed.video && (
        <SwitchRow
          label="Disable video calls"
          description="No video call buttons; colleagues cannot video call you."
          checked={settings.disableVideo}
          onChange={(on) => updateSettings({ disableVideo: on })}
        />
      )}
      {allowed.chat && (
        <SwitchRow
          label="Disable chat"
          description="No chat link, messages or unread counts."
          checked={settings.disableChat}
          onChange={(on) => updateSettings({ disableChat: on })}
        />
      )}
      <HardwareBusylightSwitch />
      <ShowSurnameSwitch />
    </Stack>
  );
}
