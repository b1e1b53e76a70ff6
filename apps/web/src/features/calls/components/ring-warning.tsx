import NotificationsPausedRoundedIcon from "@mui/icons-material/NotificationsPausedRounded";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";

/**
 * spec 1 §2 App bar: "warning icon when audio cannot ring before page interaction". Clicking it is
 * the interaction the browser waits for. (A native title rather than a MUI tooltip keeps Popper out
 * of the home screen's initial JavaScript.)
 */
export function RingWarning() {
  if (!useRingWarningShown()) return null;
  return (
    <AppBarButton
      label={callTexts.ringBlockedWarning}
      color="warning"
      icon={<NotificationsPausedRoundedIcon />}
    />
  );
}

/** Whether the app bar carries the can't-ring warning now. */
export function useRingWarningShown(): boolean {
  return useCallStore((state) => state.ringAudio === "needsInteraction");
}
