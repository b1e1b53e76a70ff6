import Stack from "@mui/material/Stack";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useProfile } from "../../auth/commands";
import { HardwareBusylightSwitch } from "../../busylight/commands";
import { ShowSurnameSwitch } from "../../presence/commands";
import { setDebug, updateSettings, useSettingsStore } from "../model/settings-store";

/**
 * spec 1 §2 System Settings toggles. spec 1 §5: "Chat and video toggles are hidden when disabled by
 * the administrator or provisioning"; the busylight feature hides its switch likewise (§6 flag).
 */
export function FeatureToggles() {
  const profile = useProfile().data;
  const settings = useSettingsStore();
  const videoAllowed = profile?.video_support === "1";
  const chatAllowed = profile?.chat_support === "1" && profile.chat_disabled !== "1";

  return (
    <Stack spacing={0.25}>
      <SwitchRow
        label="Send debug data"
        description="Share diagnostics with support when something goes wrong."
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
      <HardwareBusylightSwitch />
      <ShowSurnameSwitch />
    </Stack>
  );
}
