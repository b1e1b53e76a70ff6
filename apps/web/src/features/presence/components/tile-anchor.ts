import type { BlfEntry } from "@mobex/contracts/blf";
import type { TileAction } from "../model/tile-actions";

/** Where a tile's menu opens: at the pointer for a right-click, under the button for the keyboard. */
export type TileAnchor =
  | { readonly kind: "element"; readonly element: HTMLElement }
  | { readonly kind: "point"; readonly left: number; readonly top: number };

export type OpenTileMenu = (entry: BlfEntry, anchor: TileAnchor) => void;
export type ActivateTile = (entry: BlfEntry) => void;
export type PerformTileAction = (action: TileAction) => void;
