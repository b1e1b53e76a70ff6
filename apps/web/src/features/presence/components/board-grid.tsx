import Box from "@mui/material/Box";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { useElementWidth } from "../hooks/use-element-width";
import type { ActivateTile, OpenTileMenu } from "./tile-anchor";
import { PresenceTile, TILE_HEIGHT } from "./presence-tile";

const GAP_PX = 12;
const MIN_TILE_WIDTH_PX = 236;
const PADDING_PX = 24;

const rowSx = {
  position: "absolute",
  top: 0,
  left: 0,
  right: 0,
  height: TILE_HEIGHT,
  display: "grid",
  gap: `${GAP_PX}px`,
} as const;

interface BoardGridProps {
  readonly entries: readonly BlfEntry[];
  readonly showSurname: boolean;
  readonly frozenAtMs: number | null;
  readonly onActivate: ActivateTile;
  readonly onMenu: OpenTileMenu;
}

/**
 * The tiles, virtualised by row: a board of a thousand buttons mounts only the rows in view (issue 4:
 * "a board of 1,000 tiles stays smooth"). Columns follow the width.
 */
export function BoardGrid({ entries, showSurname, frozenAtMs, onActivate, onMenu }: BoardGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width - 2 * PADDING_PX + GAP_PX) / (MIN_TILE_WIDTH_PX + GAP_PX)));
  const rowCount = Math.ceil(entries.length / columns);
  // The virtualiser hands out fresh functions each render by design; nothing here is memoised on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TILE_HEIGHT + GAP_PX,
    overscan: 3,
    paddingStart: 4,
    paddingEnd: PADDING_PX,
  });

  return (
    <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflow: "auto", px: `${PADDING_PX}px` }}>
      <Box role="list" aria-label="Presence board" sx={{ position: "relative", height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            sx={rowSx}
            // Inline, not sx: a style class per scroll position would flood the style sheet.
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {entries.slice(row.index * columns, row.index * columns + columns).map((entry, column) => (
              <PresenceTile
                key={entry.id}
                entry={entry}
                showSurname={showSurname}
                frozenAtMs={frozenAtMs}
                position={row.index * columns + column + 1}
                total={entries.length}
                onActivate={onActivate}
                onMenu={onMenu}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
