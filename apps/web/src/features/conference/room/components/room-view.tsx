import Box from "@mui/material/Box";
import Fade from "@mui/material/Fade";
import { useIdleHide } from "../hooks/use-idle-hide";
import { useDeviceFallback } from "../hooks/use-media-devices";
import { DrawerButtons } from "./drawer-buttons";
import { RoomControls } from "./room-controls";
import { RoomDrawer } from "./room-drawer";
import { RoomTopBar } from "./room-top-bar";
import { VideoArea } from "./video-area";

/** The room once joined (spec 2 §2): top bar, drawer, video area, the control bar that hides when idle. */
export function RoomView({ onLeave }: { readonly onLeave: () => void }) {
  const { visible, wake } = useIdleHide();
  useDeviceFallback();
  return (
    <Box
      onPointerMove={wake}
      onPointerDown={wake}
      onKeyDown={wake}
      sx={{
        display: "flex",
        flexDirection: "column",
        height: "100dvh",
        bgcolor: "#101820",
        color: "common.white",
      }}
    >
      <RoomTopBar />
      <Box sx={{ flex: 1, minHeight: 0, display: "flex", position: "relative" }}>
        <RoomDrawer />
        <Box component="main" aria-label="Videos" sx={{ flex: 1, minWidth: 0, pb: { xs: 16, md: 10 } }}>
          <VideoArea />
        </Box>
        <Fade in={visible}>
          <Box
            role="toolbar"
            aria-label="Room controls"
            sx={{
              position: "absolute",
              zIndex: 3,
              left: 0,
              right: 0,
              bottom: 12,
              display: "flex",
              // On a phone the drawer buttons sit above the controls: one row holds five at most.
              flexDirection: { xs: "column", md: "row" },
              gap: 1,
              alignItems: "center",
              justifyContent: "center",
              px: 1.5,
              pointerEvents: "none",
              "& > *": { pointerEvents: "auto" },
            }}
          >
            <Box sx={{ position: { xs: "static", md: "absolute" }, left: 12 }}>
              <DrawerButtons />
            </Box>
            <RoomControls onLeave={onLeave} />
          </Box>
        </Fade>
      </Box>
    </Box>
  );
}
