import Tooltip from "@mui/material/Tooltip";
import type { BlfEntry } from "@mobex/contracts/blf";
import { useEffect, useId, useMemo } from "react";
import type { TileTooltipState } from "../hooks/use-tile-tooltip";
import { entryName } from "../model/display-name";
import { lampOf } from "../model/lamp";
import { TileTooltip } from "./tile-tooltip";

interface BoardTooltipProps extends TileTooltipState {
  /** The board as shown: the tooltip follows the latest answer while it is open. */
  readonly entries: readonly BlfEntry[];
}

/** The board's one tooltip (see useTileTooltip), placed over the tile it describes. */
export function BoardTooltip({ target, open, entries }: BoardTooltipProps) {
  const id = useId();
  const entry = useMemo(() => entries.find((candidate) => candidate.id === target?.id), [entries, target]);
  const shown = open && entry !== undefined;

  // What MUI's Tooltip does for its own child: the tile's button is described by the tooltip.
  useEffect(() => {
    const element = target?.element;
    if (!shown || element === undefined) return undefined;
    element.setAttribute("aria-describedby", id);
    return () => element.removeAttribute("aria-describedby");
  }, [shown, target, id]);

  return (
    <Tooltip
      id={id}
      open={shown}
      title={
        entry === undefined ? "" : <TileTooltip entry={entry} name={entryName(entry)} lamp={lampOf(entry)} />
      }
      placement="top"
      describeChild
      disableInteractive
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: target?.element } }}
    >
      <span hidden />
    </Tooltip>
  );
}
