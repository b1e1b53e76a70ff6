import NotificationsNoneRoundedIcon from "@mui/icons-material/NotificationsNoneRounded";
import Badge from "@mui/material/Badge";
import { Suspense, useEffect, useRef, useState } from "react";
import { AppBarButton } from "../../../shared/ui/app-bar-button";
import { markAllRead, selectUnreadCount, useNotificationStore } from "../notifications/notification-store";
import { LazyNotificationsList } from "./lazy-call-ui";

// spec 1 §4: "Notifications menu marks items read 2 s after it opens" — closing it sooner still does.
const MARK_READ_AFTER_MS = 2_000;

/** spec 1 §2 App bar: the notifications menu (missed calls, cached locally), with the unread count. */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useNotificationStore(selectUnreadCount);
  const markTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(markTimer.current), []);

  const handleOpen = (anchorEl: HTMLElement) => {
    setAnchor(anchorEl);
    clearTimeout(markTimer.current);
    markTimer.current = setTimeout(markAllRead, MARK_READ_AFTER_MS);
  };

  return (
    <>
      <AppBarButton
        label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
        onClick={handleOpen}
        icon={
          <Badge badgeContent={unread} color="error" max={99} slotProps={{ badge: { "aria-hidden": true } }}>
            <NotificationsNoneRoundedIcon />
          </Badge>
        }
      />
      {anchor !== null && (
        <Suspense fallback={null}>
          <LazyNotificationsList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
