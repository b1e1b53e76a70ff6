import PhoneMissedRoundedIcon from "@mui/icons-material/PhoneMissedRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { dialNumber } from "../commands";
import { notificationDate } from "../notifications/notification-date";
import { clearNotifications, useNotificationStore } from "../notifications/notification-store";

interface NotificationsListProps {
  readonly anchor: HTMLElement;
  readonly onClose: () => void;
}

/** The open notifications menu: missed calls, newest first; choosing one calls back. */
export function NotificationsList({ anchor, onClose }: NotificationsListProps) {
  const items = useNotificationStore((state) => state.items);
  const [openedAt] = useState(() => Date.now());

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
                dialNumber(item.number);
              }}
              sx={{ alignItems: "flex-start", bgcolor: item.readed ? undefined : "action.hover" }}
            >
              <ListItemIcon sx={{ mt: 0.5 }}>
                <PhoneMissedRoundedIcon fontSize="small" color="error" />
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
