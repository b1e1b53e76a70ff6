import AddAPhotoRoundedIcon from "@mui/icons-material/AddAPhotoRounded";
import KeyboardRoundedIcon from "@mui/icons-material/KeyboardRounded";
import LogoutRoundedIcon from "@mui/icons-material/LogoutRounded";
import TuneRoundedIcon from "@mui/icons-material/TuneRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { APP_VERSION } from "@mobex/contracts/version";
import { Suspense, useState } from "react";
import { SwitchRow } from "../../../shared/ui/switch-row";
import { logoutAfterAsking, useProfile } from "../../auth/commands";
import { AvatarDialog, loadAvatarDialog } from "../../avatar/commands";
import { openShortcutsHelp } from "../../calls/commands";
import { updateSettings, useSettingsStore } from "../../../shared/settings/settings-store";
import { CallNotificationsSwitch } from "./call-notifications-switch";
import { CallerIdChoice } from "./caller-id-choice";
import { PresenceSelect } from "./presence-select";
import { SettingsMenuHeader } from "./settings-menu-header";
import { StatusTextField } from "./status-text-field";
import { ThemeModeToggle } from "./theme-mode-toggle";

interface SettingsMenuProps {
  readonly anchorEl: HTMLElement | null;
  readonly onClose: () => void;
  readonly onOpenSystemSettings: () => void;
}

/**
 * spec 1 §2 Settings menu. The avatar dialog outlives the menu (it closes the menu as it opens), so
 * it is rendered beside the popover and loaded as its own chunk on first use.
 */
export function SettingsMenu({ anchorEl, onClose, onOpenSystemSettings }: SettingsMenuProps) {
  const callWaiting = useSettingsStore((state) => state.callWaiting);
  const ringAllDevices = useSettingsStore((state) => state.ringAllDevices);
  const profile = useProfile().data;
  const [avatarDialog, setAvatarDialog] = useState<"unused" | "open" | "closed">("unused");
  return (
    <>
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { role: "dialog", "aria-label": "Account settings", sx: { width: 320, mt: 1 } } }}
      >
        <SettingsMenuHeader />
        {profile && (
          <MenuList sx={{ py: 0 }}>
            <MenuItem
              onPointerEnter={() => void loadAvatarDialog()}
              onClick={() => {
                onClose();
                setAvatarDialog("open");
              }}
            >
              <ListItemIcon>
                <AddAPhotoRoundedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>Change profile picture</ListItemText>
            </MenuItem>
          </MenuList>
        )}
        {profile && (
          <Box sx={{ px: 2, pb: 0.5 }}>
            <PresenceSelect profile={profile} />
            <StatusTextField key={profile.webrtc_id} profile={profile} />
            <CallerIdChoice />
          </Box>
        )}
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <CallNotificationsSwitch />
          <SwitchRow
            label="Call waiting"
            checked={callWaiting}
            onChange={(checked) => updateSettings({ callWaiting: checked })}
          />
          <SwitchRow
            label="Ring all devices"
            description="When off, a call rings only the device you used last."
            checked={ringAllDevices}
            onChange={(checked) => updateSettings({ ringAllDevices: checked })}
          />
          <Typography variant="overline" color="textSecondary" component="div" sx={{ mt: 1, mb: 0.5 }}>
            Theme mode
          </Typography>
          <ThemeModeToggle />
        </Box>
        <Divider sx={{ mt: 1 }} />
        <MenuList sx={{ py: 0.75 }}>
          <MenuItem onClick={onOpenSystemSettings}>
            <ListItemIcon>
              <TuneRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>System Settings</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              onClose();
              openShortcutsHelp();
            }}
          >
            <ListItemIcon>
              <KeyboardRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Keyboard shortcuts</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              onClose();
              void logoutAfterAsking();
            }}
          >
            <ListItemIcon>
              <LogoutRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Log Out</ListItemText>
          </MenuItem>
        </MenuList>
        <Divider />
        <Typography
          variant="caption"
          color="textSecondary"
          component="div"
          sx={{ px: 2, py: 1.25, textAlign: "center" }}
        >
          Version {APP_VERSION}
        </Typography>
      </Popover>
      {profile && avatarDialog !== "unused" && (
        <Suspense fallback={null}>
          <AvatarDialog
            open={avatarDialog === "open"}
            phone={profile.phone}
            onClose={() => setAvatarDialog("closed")}
          />
        </Suspense>
      )}
    </>
  );
}
