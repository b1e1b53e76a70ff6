import Stack from "@mui/material/Stack";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useProfile } from "../../auth/commands";
import { debugDataTexts, useReportHost } from "../../diagnostics/commands";
import { ShowSurnameSwitch } from "../../presence/commands";
import { setDebug, updateSettings, useSettingsStore } from "../model/settings-store";

/**
 * spec 1 §2 System Settings toggles. spec 1 §5: "Chat and video toggles are hidden when disabled by
 * the administrator or provisioning"; the busylight toggle likewise needs the busylight flag (§6).
 */
export function FeatureToggles() {
  const profile = useProfile().data;
  const settings = useSettingsStore();
  const videoAllowed = profile?.video_support === "1";
  const chatAllowed = profile?.chat_support === "1" && profile.chat_disabled !== "1";
  const busylightAllowed = profile?.busylight === "1";
  const reportHost = useReportHost();

  return (
    <Stack spacing={0.25}>
      <SwitchRow
        label="Send debug data"
        description={debugDataTexts.switch(reportHost)}
        checked={settings.debug}
        onChange={setDebug}
      />
      {videoAllowed && (
        <SwitchRow
          label="Disable video calls"
          checked={settings.disableVideo}
          onChange={(on) => updateSettings({ disableVideo: on })}
        />
      )}
      {chatAllowed && (
        <SwitchRow
          label="Disable chat"
          checked={settings.disableChat}
          onChange={(on) => updateSettings({ disableChat: on })}
        />
      )}
      {busylightAllowed && (
        <SwitchRow
          label="Hardware busylight"
          checked={settings.busylight}
          onChange={(on) => updateSettings({ busylight: on })}
        />
      )}
      <ShowSurnameSwitch />
    </Stack>
  );
}
