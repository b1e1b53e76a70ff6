import { notify } from "../../../shared/ui/notify-store";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { useNotificationPermission } from "../hooks/use-notification-permission";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";

/** spec 1 §2 Settings menu: "toggles for incoming-call notifications" — asks the browser when turned on. */
export function CallNotificationsSwitch() {
  const enabled = useSettingsStore((state) => state.incomingCallNotifications);
  const { permission, request } = useNotificationPermission();

  const handleChange = async (checked: boolean) => {
    if (!checked) {
      updateSettings({ incomingCallNotifications: false });
      return;
    }
    const result = permission === "granted" ? permission : await request();
    if (result === "granted") updateSettings({ incomingCallNotifications: true });
    else notify("Notifications are blocked. Allow them in your browser's site settings.", "warning");
  };

  return (
    <SwitchRow
      label="Incoming call notifications"
      checked={enabled && permission === "granted"}
      disabled={permission === "unsupported"}
      onChange={(checked) => void handleChange(checked)}
    />
  );
}
