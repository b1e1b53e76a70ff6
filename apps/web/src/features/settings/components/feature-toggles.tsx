import Stack from "@mui/material/Stack";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { debugDataTexts, useReportHost } from "../../diagnostics/commands";
import { HardwareBusylightSwitch } from "../../busylight/commands";
import { ShowSurnameSwitch } from "../../presence/commands";
import { useAllowedFeatures } from "../../auth/commands";
import { useHasLiveCall } from "../../calls/commands";
import { useVideoCallActive } from "../../video/commands";
import { setDebug, updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";

export const videoSwitchTexts = {
  label: "Disable video calls",
  description: "No video call buttons; colleagues cannot video call you.",
  // spec 1 §4: "Video calls can be switched off only when no call is active."
  duringCall: "Can be changed only when no call is active.",
} as const;

/**
 * spec 1 §2 System Settings toggles. spec 1 §5: "Chat and video toggles are hidden when disabled by
 * the administrator or provisioning"; the busylight feature hides its switch likewise (§6 flag).
 */
export function FeatureToggles() {
  const allowed = useAllowedFeatures();
  const settings = useSettingsStore();
  const reportHost = useReportHost();
  const voiceCall = useHasLiveCall();
  const videoCall = useVideoCallActive();
  const callActive = voiceCall || videoCall;

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
          label={videoSwitchTexts.label}
          description={callActive ? videoSwitchTexts.duringCall : videoSwitchTexts.description}
          disabled={callActive}
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
