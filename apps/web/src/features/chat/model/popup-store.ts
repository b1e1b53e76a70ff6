import { create } from "zustand";
import { MAX_VISIBLE_POPUPS, OPEN_LIST_CAP, UPDATE_LIST_CAP, pushCapped } from "./popup-stack";

/** A conversation in a popup: a colleague (id = phone) or a group (id = groupId). */
export interface PopupConversation {
  readonly id: string;
  readonly type: "chat" | "groupchat";
}

interface PopupState {
  /** Oldest first; the newest show, the rest are under 'More Popups'. */
  readonly open: readonly PopupConversation[];
  readonly minimised: readonly string[];
  /** The popup last opened or used: Escape closes it (spec 2 §2). */
  readonly activeId: string | null;
  /**
   * spec 2 §4 update list: popups that received a message while out of view (minimised or under
   * 'More Popups'), oldest first, at most 10; each is marked until it is in view again.
   */
  readonly updated: readonly string[];
  /** How many of the newest popups the screen's width shows (spec 2 §9); the rest are under 'More Popups'. */
  readonly shownCount: number;
}

/** The chat popups (spec 2 §2, §4). Tiny on purpose: the presence board and contacts open popups through it. */
export const usePopupStore = create<PopupState>()(() => ({
  open: [],
  minimised: [],
  activeId: null,
  updated: [],
  shownCount: MAX_VISIBLE_POPUPS,
}));

/** The popup shows its conversation: open, among the newest the screen shows, and not minimised. */
export function isPopupInView(state: PopupState, id: string): boolean {
  const index = state.open.findIndex((popup) => popup.id === id);
  return index !== -1 && index >= state.open.length - state.shownCount && !state.minimised.includes(id);
}

const without = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((held) => held !== id) : list;

const sameConversation = (a: PopupConversation, b: PopupConversation) => a.id === b.id;

/** Opens a popup, or brings an open one forward (one listed under 'More Popups' comes into view). */
export function openChatPopup(conversation: PopupConversation): void {
  usePopupStore.setState((state) => ({
    open: pushCapped(
      state.open.filter((popup) => popup.id !== conversation.id),
      conversation,
      OPEN_LIST_CAP,
      sameConversation,
    ),
    minimised: state.minimised.filter((id) => id !== conversation.id),
    activeId: conversation.id,
    updated: without(state.updated, conversation.id),
  }));
}

/** A message came for conversation `id`: an open popup out of view joins the update list (the oldest dropped past 10). */
export function notePopupUpdate(id: string): void {
  usePopupStore.setState((state) => {
    if (!state.open.some((popup) => popup.id === id) || isPopupInView(state, id)) return state;
    return { updated: pushCapped(state.updated, id, UPDATE_LIST_CAP, (a, b) => a === b) };
  });
}

/** The popup is in view again: its update is seen. */
export function clearPopupUpdate(id: string): void {
  usePopupStore.setState((state) => {
    const updated = without(state.updated, id);
    return updated === state.updated ? state : { updated };
  });
}

export function setShownPopupCount(count: number): void {
  if (usePopupStore.getState().shownCount !== count) usePopupStore.setState({ shownCount: count });
}

export function closeChatPopup(id: string): void {
  usePopupStore.setState((state) => ({
    open: state.open.filter((popup) => popup.id !== id),
    minimised: state.minimised.filter((held) => held !== id),
    activeId: state.activeId === id ? null : state.activeId,
    updated: without(state.updated, id),
  }));
}

/** spec 2 §2: "Escape closes the active popup or the last one." False when there was none. */
export function closeActiveOrLastPopup(): boolean {
  const { open, activeId } = usePopupStore.getState();
  const target = open.find((popup) => popup.id === activeId) ?? open.at(-1);
  if (target === undefined) return false;
  closeChatPopup(target.id);
  return true;
}

export function togglePopupMinimised(id: string): void {
  usePopupStore.setState((state) => {
    const expanding = state.minimised.includes(id);
    return {
      minimised: expanding ? without(state.minimised, id) : [...state.minimised, id],
      activeId: id,
      updated: expanding ? without(state.updated, id) : state.updated,
    };
  });
}

export function activatePopup(id: string): void {
  if (usePopupStore.getState().activeId !== id) usePopupStore.setState({ activeId: id });
}

export function closeAllPopups(): void {
  usePopupStore.setState({ open: [], minimised: [], activeId: null, updated: [] });
}
