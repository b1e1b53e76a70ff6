import { useCapabilities } from "../../auth/commands";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";

/**
 * Unread chat messages as the app shows them (nav badge, page title, status line): none while chat
 * is off (spec 2 §2: the badge exists "only when chat is enabled"; spec 1 §2 "disable chat").
 */
export function useUnreadChat(): number {
  const unread = useUnreadStore(selectUnreadTotal);
  return useCapabilities().chatEnabled ? unread : 0;
}
