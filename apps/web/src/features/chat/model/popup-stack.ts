/** spec 2 §9: popups are 260 px wide with a 10 px gap; at most 3 show; the open list keeps 20, the update list 10. */
export const POPUP_WIDTH_PX = 260;
export const POPUP_GAP_PX = 10;
export const MAX_VISIBLE_POPUPS = 3;
export const OPEN_LIST_CAP = 20;
export const UPDATE_LIST_CAP = 10;

/** spec 2 §4: "a new popup is added if absent; … the oldest dropped when full". */
export function pushCapped<T>(list: readonly T[], item: T, cap: number, same: (a: T, b: T) => boolean): T[] {
  if (list.some((held) => same(held, item))) return [...list];
  const next = [...list, item];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

/** How many popups fit side by side in `widthPx` of screen (at least one, at most three). */
export function visiblePopupCount(widthPx: number): number {
  const fit = Math.floor((widthPx + POPUP_GAP_PX) / (POPUP_WIDTH_PX + POPUP_GAP_PX));
  return Math.min(MAX_VISIBLE_POPUPS, Math.max(1, fit));
}
