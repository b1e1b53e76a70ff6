/** The app bar's actions, left to right as spec 1 §2 lists them. */
export const APP_BAR_ACTIONS = [
  "callAttention",
  "busylightStatus",
  "ringWarning",
  "notificationCue",
  "voicemail",
  "notifications",
] as const;

export type AppBarAction = (typeof APP_BAR_ACTIONS)[number];

// Which stay in the bar first when it is narrow (issue 9, 390 px): the warning that calls cannot
// ring and the missed calls must be seen without a click; the rest wait in the More menu.
const KEEP_IN_BAR_FIRST: readonly AppBarAction[] = [
  "ringWarning",
  "notifications",
  "voicemail",
  "busylightStatus",
  "callAttention",
  "notificationCue",
];

// A small IconButton (24 px icon, 5 px padding) and the 4 px gap between two of them.
const ICON_PX = 34;
const GAP_PX = 4;

/** How many icons fit side by side in `widthPx`; all of them while the width is not known. */
export function iconsThatFit(widthPx: number | undefined): number {
  if (widthPx === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor((widthPx + GAP_PX) / (ICON_PX + GAP_PX)));
}

export interface AppBarSplit {
  readonly inBar: readonly AppBarAction[];
  /** Empty when everything fits: then there is no More button. */
  readonly inMenu: readonly AppBarAction[];
}

/**
 * Which of the `shown` actions stay in the bar when `room` icons fit, the More button taking one of
 * them when not all do; both lists keep the bar's order.
 */
export function splitAppBarActions(shown: readonly AppBarAction[], room: number): AppBarSplit {
  const ordered = APP_BAR_ACTIONS.filter((action) => shown.includes(action));
  if (ordered.length <= room) return { inBar: ordered, inMenu: [] };
  const kept = KEEP_IN_BAR_FIRST.filter((action) => shown.includes(action)).slice(0, Math.max(0, room - 1));
  return {
    inBar: ordered.filter((action) => kept.includes(action)),
    inMenu: ordered.filter((action) => !kept.includes(action)),
  };
}
