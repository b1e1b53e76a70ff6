import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import { Suspense, useState } from "react";
import { lazyWithTimeout } from "../../../shared/lib/lazy-with-timeout";
import { PresenceDot } from "../../../shared/ui/presence-dot";
import { useProfile } from "../../auth/commands";
import { UserAvatar } from "./user-avatar";
import { useMyLine, myLineDot } from "../../calls/commands";

// ARCHITECTURE.md budgets: the menu and the System Settings dialog are lazy chunks, fetched as the
// pointer or keyboard focus reaches the avatar, so they are ready by the click.
const loadMenu = () => import("./settings-menu").then((module) => module.SettingsMenu);
const loadSystemSettings = () =>
  import("./system-settings-dialog").then((module) => module.SystemSettingsDialog);
const SettingsMenu = lazyWithTimeout(loadMenu);
const SystemSettingsDialog = lazyWithTimeout(loadSystemSettings);

const preload = () => {
  void loadMenu();
  void loadSystemSettings();
};

/** spec 1 §2 App bar: "avatar that opens the settings menu". */
export function AccountButton() {
  const profile = useProfile().data;
  const line = useMyLine();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const [systemSettingsOpen, setSystemSettingsOpen] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Account settings"
        aria-haspopup="dialog"
        aria-expanded={anchorEl !== null}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setMenuUsed(true);
          setAnchorEl(event.currentTarget);
        }}
        sx={{ p: 0.5, borderRadius: "50%" }}
      >
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
          badgeContent={profile ? <PresenceDot presence={myLineDot(line.status)} size={10} /> : undefined}
          slotProps={{
            badge: {
              sx: { p: 0, minWidth: 14, height: 14, borderRadius: "50%", bgcolor: "background.paper" },
            },
          }}
        >
          <UserAvatar name={profile?.name} size={32} />
        </Badge>
      </IconButton>
      <Suspense fallback={null}>
        {menuUsed && (
          <SettingsMenu
            anchorEl={anchorEl}
            onClose={() => setAnchorEl(null)}
            onOpenSystemSettings={() => {
              setAnchorEl(null);
              setSystemSettingsOpen(true);
            }}
          />
        )}
        {systemSettingsOpen && <SystemSettingsDialog onClose={() => setSystemSettingsOpen(false)} />}
      </Suspense>
    </>
  );
}
