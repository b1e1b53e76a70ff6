import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useAccessClaims } from "../../auth/commands";
import { useVideoEnabled } from "../../video/commands";
import { dialNumber } from "../commands";
import { dialVideoCall } from "../model/video-dial";
import { notificationDate } from "../notifications/notification-date";
import {
  type AppNotification,
  clearNotifications,
  useNotificationStore,
} from "../notifications/notification-store";
import { MissedIcon } from "./missed-icon";

interface NotificationsListProps {
  readonly anchor: HTMLElement;
  readonly onClose: () => void;
}

/**
 * The open notifications menu: missed calls and video calls, newest first; choosing one calls back,
 * a missed video call by video while video is enabled.
 */
export function NotificationsList({ anchor, onClose }: NotificationsListProps) {
  const items = useNotificationStore((state) => state.items);
  const [openedAt] = useState(() => Date.now());
  const videoEnabled = useVideoEnabled();
  const ownNumber = useAccessClaims()?.phone ?? "";
  const callBack = (item: AppNotification) =>
    item.type === "video" && videoEnabled ? dialVideoCall(item.number, ownNumber) : dialNumber(item.number);

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { role: "dialog", "aria-label": "Notifications", sx: { width: 320, mt: 1 } } }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          px: 2,
          pt: 1.5,
          pb: 0.5,
        }}
      >
        <Typography variant="subtitle2">Notifications</Typography>
        {items.length > 0 && (
          <Button size="small" onClick={clearNotifications}>
            Clear all
          </Button>
        )}
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2, pt: 1 }}>
          No notifications
        </Typography>
      ) : (
        <MenuList aria-label="Missed calls" sx={{ maxHeight: 360, overflowY: "auto", py: 0.5 }}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              onClick={() => {
                onClose();
                callBack(item);
              }}
              sx={{ alignItems: "flex-start", bgcolor: item.readed ? undefined : "action.hover" }}
            >
              <ListItemIcon sx={{ mt: 0.5 }}>
                <MissedIcon type={item.type} fontSize="small" color="error" />
              </ListItemIcon>
              <ListItemText
                primary={item.description}
                secondary={`${item.from}${item.from === item.number ? "" : ` · ${item.number}`} · ${notificationDate(item.at, openedAt)}`}
              />
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Popover>
  );
}
