import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { useActiveTab } from "../hooks/use-active-tab";
import { useCloseConfirmation } from "../hooks/use-close-confirmation";
import { usePageTitle } from "../hooks/use-page-title";
import { AppBar } from "./app-bar";
import { Banners } from "./banners";
import { BottomNav } from "./bottom-nav";
import { CallDrawerSlot } from "./call-drawer-slot";
import { OtherTabScreen } from "./other-tab-screen";
import { NAV_WIDTH_PX, SideNav } from "./side-nav";
import { CompactCallBar, PhoneService } from "../../calls/commands";

interface ShellLayoutProps {
  /** The avatar button and settings menu (settings feature). */
  readonly account: ReactNode;
  /** Session-wide dialogs and watchers that belong to other features (re-authorisation …). */
  readonly overlays?: ReactNode;
}

/**
 * The signed-in frame (spec 1 §2): app bar, banners, side navigation, the routed screen, and the
 * call drawer on the right with the phone behind it. At phone widths the navigation moves to the
 * bottom edge and the call drawer lies over the screen instead of squeezing it (issue 9).
 */
export function ShellLayout({ account, overlays }: ShellLayoutProps) {
  const tab = useActiveTab();
  usePageTitle();
  useCloseConfirmation();
  const phone = usePhoneLayout();

  if (tab.state === "checking") return null;
  if (tab.state === "inactive") return <OtherTabScreen onUseHere={tab.takeOver} />;
  return (
    <Box sx={{ height: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar account={account} />
      <Banners />
      <CompactCallBar />
      <Box sx={{ position: "relative", flex: 1, minHeight: 0, display: "flex" }}>
        {!phone && <SideNav />}
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, height: "100%", ml: phone ? 0 : `${NAV_WIDTH_PX}px`, overflow: "auto" }}
        >
          <Outlet />
        </Box>
        <CallDrawerSlot phone={phone} />
      </Box>
      {phone && <BottomNav />}
      <PhoneService />
      {overlays}
    </Box>
  );
}
