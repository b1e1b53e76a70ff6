import AddBoxRoundedIcon from "@mui/icons-material/AddBoxRounded";
import EventRoundedIcon from "@mui/icons-material/EventRounded";
import LoginRoundedIcon from "@mui/icons-material/LoginRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useNavigate } from "react-router";
import { QueryProvider } from "../../../../shared/api/query-provider";
import { chunkComponent } from "../../../../shared/lib/chunk-component";
import { useAccessClaims } from "../../../auth/commands";
import { CONFERENCE_HOME_TEXTS as TEXTS } from "../model/conference-home-texts";
import { roomPath } from "../../../../shared/conference/room-code";
import { HomeTile } from "./home-tile";
import { HomeTopBar } from "./home-top-bar";
import { JoinRoomDialog } from "./join-room-dialog";
import { NewRoomDialog } from "./new-room-dialog";
import { ScheduledPanel } from "./scheduled-panel";

// The drawer brings the rich-text editor (ProseMirror): a chunk of its own, fetched on first use.
const scheduleDrawer = chunkComponent(async () => (await import("./schedule-drawer")).ScheduleDrawer);

// Fetched when the pointer nears the tile or it gets focus, so the drawer opens at once; a failure shows on use.
const preloadScheduleDrawer = () => void scheduleDrawer.preload().catch(() => undefined);

type OpenSurface = "none" | "join" | "new" | "schedule";

/**
 * spec 2 §2 /conference: tiles Join (always), New and Schedule, and the scheduled panel (both only
 * when logged in: spec 2 §6 "a token is present").
 */
export function ConferenceHome() {
  const claims = useAccessClaims();
  const signedIn = claims !== null;
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenSurface>("none");
  // The drawer keeps its form once opened; until then neither it nor its requests exist.
  const [scheduleUsed, setScheduleUsed] = useState(false);
  if (open === "schedule" && !scheduleUsed) setScheduleUsed(true);
  const close = () => setOpen("none");
  const join = (code: string) => void navigate(roomPath(code));

  return (
    <Box
      sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column", bgcolor: "background.default" }}
    >
      <HomeTopBar signedIn={signedIn} />
      <Box
        component="main"
        sx={{
          flex: 1,
          display: "grid",
          gap: { xs: 3, md: 4 },
          p: { xs: 2, sm: 3, md: 4 },
          gridTemplateColumns: { xs: "1fr", md: signedIn ? "minmax(0, 1fr) minmax(320px, 420px)" : "1fr" },
          alignItems: "start",
          maxWidth: 1200,
          width: "100%",
          mx: "auto",
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
            Conference
          </Typography>
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "1fr", sm: "repeat(auto-fill, minmax(200px, 1fr))" },
            }}
          >
            <HomeTile
              icon={<LoginRoundedIcon />}
              title={TEXTS.joinTile}
              text={TEXTS.joinTileText}
              onClick={() => setOpen("join")}
            />
            {signedIn && (
              <>
                <HomeTile
                  icon={<AddBoxRoundedIcon />}
                  title={TEXTS.newTile}
                  text={TEXTS.newTileText}
                  onClick={() => setOpen("new")}
                />
                <HomeTile
                  icon={<EventRoundedIcon />}
                  title={TEXTS.scheduleTile}
                  text={TEXTS.scheduleTileText}
                  onClick={() => setOpen("schedule")}
                  onIntent={preloadScheduleDrawer}
                />
              </>
            )}
          </Box>
        </Box>
        {signedIn && <ScheduledPanel phone={claims.phone} onJoin={join} />}
      </Box>
      <JoinRoomDialog open={open === "join"} onClose={close} onJoin={join} />
      {signedIn && open === "new" && <NewRoomDialog onClose={close} onJoin={join} />}
      {signedIn && scheduleUsed && <scheduleDrawer.Component open={open === "schedule"} onClose={close} />}
    </Box>
  );
}

/** The page with the server state it reads (the section router has no QueryProvider of its own). */
export function ConferenceHomePage() {
  return (
    <QueryProvider>
      <ConferenceHome />
    </QueryProvider>
  );
}
