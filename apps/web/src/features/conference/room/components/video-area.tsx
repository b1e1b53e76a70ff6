import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { type Participant, useRoomStore } from "../model/room-store";
import { TrackAudio } from "./track-audio";
import { VideoTile } from "./video-tile";

/** spec 2 §9 "Grid of 12 columns with tile size by participant count". */
export function tileColumns(count: number): { xs: number; md: number } {
  if (count <= 1) return { xs: 12, md: 12 };
  if (count <= 4) return { xs: count <= 2 ? 12 : 6, md: 6 };
  if (count <= 9) return { xs: 6, md: 4 };
  return { xs: 6, md: 3 };
}

function HiddenCountTile({ count }: { readonly count: number }) {
  return (
    <Box
      role="group"
      aria-label={`${count} more ${count === 1 ? "person" : "people"} not shown`}
      sx={{
        display: "grid",
        placeItems: "center",
        height: "100%",
        minHeight: 120,
        borderRadius: 1,
        bgcolor: "#1c2636",
        color: "common.white",
      }}
    >
      <Typography variant="h4">+{count}</Typography>
    </Box>
  );
}

/** The tiles in view: own feeds first, then the others in join order, without those whose video is not subscribed. */
interface Audible {
  readonly id: string;
  readonly display: string;
  readonly track: MediaStreamTrack;
}

function useTiles(): { tiles: Participant[]; hidden: number; audible: Audible[] } {
  const participants = useRoomStore((state) => state.participants);
  const order = useRoomStore((state) => state.order);
  const hiddenVideos = useRoomStore((state) => state.hiddenVideos);
  return useMemo(() => {
    const own = Object.values(participants).filter((participant) => participant.own);
    const remote = order.flatMap((id) => participants[id] ?? []);
    const hidden = new Set(hiddenVideos);
    return {
      tiles: [...own, ...remote.filter((participant) => !hidden.has(participant.id))],
      hidden: hidden.size,
      audible: remote.flatMap(({ id, display, audioTrack }) =>
        audioTrack === null ? [] : [{ id, display, track: audioTrack }],
      ),
    };
  }, [participants, order, hiddenVideos]);
}

/** The video area: tiled ('tl') or sidebar ('sb', the pinned or first feed large) (spec 2 §2). */
export function VideoArea() {
  const { tiles, hidden, audible } = useTiles();
  const layout = useRoomStore((state) => state.layout);
  const pinnedId = useRoomStore((state) => state.pinnedId);
  const favorites = useRoomStore((state) => state.favorites);
  const tile = (participant: Participant) => (
    <VideoTile
      participant={participant}
      pinned={pinnedId === participant.id}
      favorite={favorites.includes(participant.id)}
    />
  );
  const sounds = audible.map(({ id, display, track }) => (
    <TrackAudio key={`audio-${id}`} track={track} label={`Sound of ${display}`} />
  ));
  const count = tiles.length + (hidden > 0 ? 1 : 0);

  if (layout === "sb" && tiles.length > 0) {
    const main =
      tiles.find((participant) => participant.id === pinnedId) ??
      tiles.find((participant) => !participant.own) ??
      tiles[0];
    const side = tiles.filter((participant) => participant !== main);
    return (
      <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, gap: 1, height: "100%", p: 1 }}>
        <Box sx={{ flex: 1, minHeight: 0 }}>{main !== undefined && tile(main)}</Box>
        <Box
          sx={{
            display: "flex",
            flexDirection: { xs: "row", md: "column" },
            gap: 1,
            width: { md: 240 },
            height: { xs: 140, md: "auto" },
            overflow: "auto",
          }}
        >
          {side.map((participant) => (
            <Box
              key={participant.id}
              sx={{ flex: "0 0 auto", width: { xs: 180, md: "100%" }, aspectRatio: "16 / 9" }}
            >
              {tile(participant)}
            </Box>
          ))}
          {hidden > 0 && (
            <Box sx={{ flex: "0 0 auto", width: { xs: 180, md: "100%" }, aspectRatio: "16 / 9" }}>
              <HiddenCountTile count={hidden} />
            </Box>
          )}
        </Box>
        {sounds}
      </Box>
    );
  }

  const size = tileColumns(count);
  // Rows share the area's height, so every tile is in view without scrolling.
  const rows = { xs: Math.ceil(count / (12 / size.xs)), md: Math.ceil(count / (12 / size.md)) };
  const cell = { height: { xs: `calc(${100 / rows.xs}% - 8px)`, md: `calc(${100 / rows.md}% - 8px)` } };
  return (
    <Box sx={{ height: "100%", overflow: "hidden", p: 1 }}>
      <Grid container columns={12} spacing={1} sx={{ height: "100%" }}>
        {tiles.map((participant) => (
          <Grid key={participant.id} size={size} sx={cell}>
            {tile(participant)}
          </Grid>
        ))}
        {hidden > 0 && (
          <Grid size={size} sx={cell}>
            <HiddenCountTile count={hidden} />
          </Grid>
        )}
      </Grid>
      {sounds}
    </Box>
  );
}
