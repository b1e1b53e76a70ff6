import type { BlfEntry } from "@mobex/contracts/blf";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useState } from "react";
import { useElementWidth } from "../../../shared/lib/use-element-width";
import { useTileTooltip } from "../hooks/use-tile-tooltip";
import { BoardTooltip } from "./board-tooltip";
import { PresenceTile } from "./presence-tile";
import type { ActivateTile, OpenTileMenu, PerformTileAction } from "./tile-anchor";
import { TILE_HEIGHT, TileSheet } from "./tile-sheet";

const GAP_PX = 12;
const MIN_TILE_WIDTH_PX = 236;
const PADDING_PX = 24;

interface BoardGridProps {
  readonly entries: readonly BlfEntry[];
  /** Whether a tile shows the colleague's surname (model/display-name.ts surnameRule). */
  readonly surnameShown: (entry: BlfEntry) => boolean;
  readonly frozenAtMs: number | null;
  /** Video is enabled on this device (a tile's video call button's first condition). */
  readonly videoEnabled: boolean;
  readonly onActivate: ActivateTile;
  readonly onAction: PerformTileAction;
  readonly onMenu: OpenTileMenu;
}

/**
 * The tiles, virtualised by row: a board of a thousand buttons mounts only the rows in view (issue 4:
 * "a board of 1,000 tiles stays smooth"). Columns follow the width. The scroll area (TileSheet, the
 * tiles' one style sheet) stays out of the re-render that every scroll step causes in BoardRows.
 */
export function BoardGrid(props: BoardGridProps) {
  // State, not a ref: the rows measure and virtualise in their layout effects, which run before a
  // parent's ref is attached; they render once the scroll area exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const tooltip = useTileTooltip();
  return (
    <TileSheet ref={setScrollElement} style={{ paddingInline: PADDING_PX }} {...tooltip.handlers}>
      {scrollElement !== null && <BoardRows {...props} scrollElement={scrollElement} />}
      <BoardTooltip target={tooltip.target} open={tooltip.open} entries={props.entries} />
    </TileSheet>
  );
}

function BoardRows({
  entries,
  surnameShown,
  frozenAtMs,
  videoEnabled,
  onActivate,
  onAction,
  onMenu,
  scrollElement,
}: BoardGridProps & { readonly scrollElement: HTMLDivElement }) {
  const width = useElementWidth(scrollElement) ?? 0;
  const columns = Math.max(1, Math.floor((width - 2 * PADDING_PX + GAP_PX) / (MIN_TILE_WIDTH_PX + GAP_PX)));
  const rowCount = Math.ceil(entries.length / columns);
  // The virtualiser hands out fresh functions each render by design; nothing here is memoised on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollElement,
    estimateSize: () => TILE_HEIGHT + GAP_PX,
    overscan: 3,
    paddingStart: 4,
    paddingEnd: PADDING_PX,
  });

  return (
    <div
      role="list"
      aria-label="Presence board"
      style={{ position: "relative", height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="tile-row"
          // Inline, not sx: a style class per scroll position would flood the style sheet.
          style={{
            transform: `translateY(${row.start}px)`,
            gap: GAP_PX,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {entries.slice(row.index * columns, row.index * columns + columns).map((entry, column) => (
            <PresenceTile
              key={entry.id}
              entry={entry}
              showSurname={surnameShown(entry)}
              frozenAtMs={frozenAtMs}
              videoEnabled={videoEnabled}
              position={row.index * columns + column + 1}
              total={entries.length}
              onActivate={onActivate}
              onAction={onAction}
              onMenu={onMenu}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
