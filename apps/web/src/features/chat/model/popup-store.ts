import { create } from "zustand";
import { OPEN_LIST_CAP, pushCapped } from "./popup-stack";

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
}

/** The chat popups (spec 2 §2, §4). Tiny on purpose: the presence board and contacts open popups through it. */
export const usePopupStore = create<PopupState>()(() => ({ open: [], minimised: [], activeId: null }));

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
  }));
}

export function closeChatPopup(id: string): void {
  usePopupStore.setState((state) => ({
    open: state.open.filter((popup) => popup.id !== id),
    minimised: state.minimised.filter((held) => held !== id),
    activeId: state.activeId === id ? null : state.activeId,
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
  usePopupStore.setState((state) => ({
    minimised: state.minimised.includes(id)
      ? state.minimised.filter((held) => held !== id)
      : [...state.minimised, id],
    activeId: id,
  }));
}

export function activatePopup(id: string): void {
  if (usePopupStore.getState().activeId !== id) usePopupStore.setState({ activeId: id });
}

export function closeAllPopups(): void {
  usePopupStore.setState({ open: [], minimised: [], activeId: null });
}
