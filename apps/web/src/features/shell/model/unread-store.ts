import { create } from "zustand";

/**
 * Total unread chat messages, fed by the chat feature through shell's commands (spec 2 §2: the side
 * navigation badge and the page title read it). Until chat exists nothing writes it, so it stays 0.
 */
export const useUnreadStore = create<{ readonly total: number }>()(() => ({ total: 0 }));

export function setUnreadTotal(total: number): void {
  useUnreadStore.setState({ total: Math.max(0, Math.floor(total)) });
}

export const selectUnreadTotal = (state: { readonly total: number }): number => state.total;
