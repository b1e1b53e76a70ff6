import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { TILE_HEIGHT } from "./tile-sheet";

const PLACEHOLDER_TILES = 12;

/**
 * What the board shows until its first answer: tiles drawn in outline (avatar, name, number,
 * presence) where the colleagues will be, announced as loading, instead of an empty screen.
 */
export function BoardSkeleton() {
  return (
    <Box
      role="status"
      aria-label="Loading the presence board"
      aria-busy="true"
      sx={{ px: 3, display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(236px, 1fr))" }}
    >
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <Box
          key={index}
          aria-hidden
          sx={{
            height: TILE_HEIGHT,
            display: "flex",
            alignItems: "center",
            gap: 1.5,
            px: 2,
            borderRadius: 3,
            border: 1,
            borderColor: "divider",
            bgcolor: "background.paper",
          }}
        >
          <Skeleton variant="circular" width={44} height={44} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" sx={{ fontSize: "0.75rem" }} />
            <Skeleton width="50%" sx={{ fontSize: "0.75rem" }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
