import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { CallDrawer } from "../../calls/components/call-drawer";
import { CompactCallBar } from "../../calls/components/compact-call-bar";
import { PhoneService } from "../../calls/components/phone-service";
import { useActiveTab } from "../hooks/use-active-tab";
import { useCloseConfirmation } from "../hooks/use-close-confirmation";
import { usePageTitle } from "../hooks/use-page-title";
import { AppBar } from "./app-bar";
import { Banners } from "./banners";
import { OtherTabScreen } from "./other-tab-screen";
import { NAV_WIDTH_PX, SideNav } from "./side-nav";

interface ShellLayoutProps {
  /** The avatar button and settings menu (settings feature). */
  readonly account: ReactNode;
  /** Session-wide dialogs and watchers that belong to other features (re-authorisation …). */
  readonly overlays?: ReactNode;
}

/**
 * The signed-in frame (spec 1 §2): app bar, banners, side navigation, the routed screen, and the
 * call drawer on the right with the phone behind it.
 */
export function ShellLayout({ account, overlays }: ShellLayoutProps) {
  const tab = useActiveTab();
  usePageTitle();
  useCloseConfirmation();

  if (tab.state === "checking") return null;
  if (tab.state === "inactive") return <OtherTabScreen onUseHere={tab.takeOver} />;
  return (
    <Box sx={{ height: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}>
      <AppBar account={account} />
      <Banners />
      <CompactCallBar />
      <Box sx={{ position: "relative", flex: 1, minHeight: 0, display: "flex" }}>
        <SideNav />
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, height: "100%", ml: `${NAV_WIDTH_PX}px`, overflow: "auto" }}
        >
          <Outlet />
        </Box>
        <CallDrawer />
      </Box>
      <PhoneService />
      {overlays}
    </Box>
  );
}
