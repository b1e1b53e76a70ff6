import DragIndicatorRoundedIcon from "@mui/icons-material/DragIndicatorRounded";
import MoreVertRoundedIcon from "@mui/icons-material/MoreVertRounded";
import type { BlfEntry } from "@mobex/contracts/blf";
import { memo, type MouseEvent } from "react";
import { shortNumber } from "../../../shared/phone-number/short-number";
import { useAccessClaims } from "../../auth/commands";
import { displayName, entryName } from "../model/display-name";
import { hasCallTime, lampOf, presenceLine } from "../model/lamp";
import { useNumberDraggable } from "../../../shared/drag/use-number-draggable";
import { directAction, directActionName, dragNumber, videoAction } from "../model/tile-actions";
import { ActionIcon } from "./action-icon";
import { CallTime } from "./call-time";
import { TileAvatar } from "./tile-avatar";
import type { ActivateTile, OpenTileMenu, PerformTileAction } from "./tile-anchor";

interface PresenceTileProps {
  readonly entry: BlfEntry;
  readonly showSurname: boolean;
  /** Set while the board is stale: the tile is dimmed and its call time stops at this moment. */
  readonly frozenAtMs: number | null;
  /** Video is enabled on this device: a colleague online with video gets a video call button. */
  readonly videoEnabled: boolean;
  readonly position: number;
  readonly total: number;
  /** A click on the tile: the detail dialog (spec 1 §2). */
  readonly onActivate: ActivateTile;
  readonly onAction: PerformTileAction;
  readonly onMenu: OpenTileMenu;
}

/**
 * One tile of the presence board (spec 1 §2): avatar with status badge, name, number, presence; a
 * click opens the details, the direct action (call, pick up, speed dial …) is a button of its own,
 * and so is a video call to a colleague online with video (spec 1 §4).
 * Plain elements styled by TileSheet's classes, and no tooltip of its own (BoardTooltip serves
 * all tiles, found by data-tile-id): a row of tiles must mount within a frame while scrolling.
 */
export const PresenceTile = memo(function PresenceTile({
  entry,
  showSurname,
  frozenAtMs,
  videoEnabled,
  position,
  total,
  onActivate,
  onAction,
  onMenu,
}: PresenceTileProps) {
  const lamp = lampOf(entry);
  const action = directAction(entry, lamp);
  const video = videoAction(entry, videoEnabled);
  const fullName = entryName(entry);
  const number = dragNumber(entry);
  const drag = useNumberDraggable(`tile-${entry.id}`, { number: number ?? "", name: fullName });
  const draggable = drag.enabled && number !== null;
  // A colleague by extension, as the call screen shows them (issue 9).
  const shownNumber = shortNumber(entry.blf_number, useAccessClaims()?.phone ?? "");
  // A pickup key and the lamp of the same colleague must not share an accessible name.
  const tileName = entry.type === "P" ? `${fullName} (pickup)` : fullName;

  const handleContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    onMenu(entry, { kind: "point", left: event.clientX, top: event.clientY });
  };

  return (
    <div
      role="listitem"
      aria-label={tileName}
      aria-posinset={position}
      aria-setsize={total}
      className="tile"
      data-lamp={lamp ?? "key"}
      data-stale={frozenAtMs === null ? undefined : ""}
      data-video={video === null ? undefined : ""}
      data-dragging={drag.isDragging ? "" : undefined}
      onContextMenu={handleContextMenu}
      ref={draggable ? drag.itemRef : undefined}
      onPointerDown={draggable ? drag.itemProps.onPointerDown : undefined}
    >
      <button type="button" className="tile-main" data-tile-id={entry.id} onClick={() => onActivate(entry)}>
        <TileAvatar entry={entry} name={fullName} lamp={lamp} />
        <span className="tile-text">
          <span className="tile-name">{displayName(entry, showSurname)}</span>
          <span className="tile-number">
            {entry.type === "P" && <span className="tile-kind">Pickup</span>}
            {shownNumber}
          </span>
          <span className="tile-presence">
            <span className="tile-line">{presenceLine(entry, lamp)}</span>
            {hasCallTime(entry, lamp) && <CallTime startSeconds={entry.start} frozenAtMs={frozenAtMs} />}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="tile-more"
        aria-label={`More actions for ${tileName}`}
        onClick={(event) => onMenu(entry, { kind: "element", element: event.currentTarget })}
      >
        <MoreVertRoundedIcon fontSize="small" />
      </button>
      {draggable && (
        <button
          type="button"
          className="tile-drag"
          aria-label={`Drag ${tileName} to the call`}
          {...drag.handleProps}
        >
          <DragIndicatorRoundedIcon fontSize="small" />
        </button>
      )}
      {action !== null && (
        <button
          type="button"
          className="tile-action"
          aria-label={directActionName(action, fullName)}
          title={action.label}
          onClick={() => onAction(action)}
        >
          <ActionIcon id={action.id} />
        </button>
      )}
      {video !== null && (
        <button
          type="button"
          className="tile-video"
          aria-label={directActionName(video, fullName)}
          title={video.label}
          onClick={() => onAction(video)}
        >
          <ActionIcon id={video.id} />
        </button>
      )}
    </div>
  );
});
