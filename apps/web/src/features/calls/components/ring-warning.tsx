import NotificationsPausedRoundedIcon from "@mui/icons-material/NotificationsPausedRounded";
import IconButton from "@mui/material/IconButton";
import { useCallStore } from "../model/call-store";
import { callTexts } from "../model/call-texts";

/**
 * spec 1 §2 App bar: "warning icon when audio cannot ring before page interaction". Clicking it is
 * the interaction the browser waits for. (A native title rather than a MUI tooltip keeps Popper out
 * of the home screen's initial JavaScript.)
 */
export function RingWarning() {
  const needsInteraction = useCallStore((state) => state.ringAudio === "needsInteraction");
  if (!needsInteraction) return null;
  return (
    <IconButton
      aria-label={callTexts.ringBlockedWarning}
      title={callTexts.ringBlockedWarning}
      color="warning"
      size="small"
    >
      <NotificationsPausedRoundedIcon />
    </IconButton>
  );
}
