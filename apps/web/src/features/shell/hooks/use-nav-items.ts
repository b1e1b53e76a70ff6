import { useCapabilities } from "../../auth/commands";
import { useHasLiveCall } from "../../calls/commands";
import { useVideoCallActive } from "../../video/commands";
import { type NavItem, navItems } from "../model/nav-items";
import { useUnreadChat } from "./use-unread-chat";

export interface ShownNavItem {
  readonly item: NavItem;
  readonly badgeCount: number;
}

/** The links the signed-in user may follow, with their badge counts: the rail and the bottom bar show the same. */
export function useNavItems(): readonly ShownNavItem[] {
  const unread = useUnreadChat();
  // Nothing is on until the profile is known: a flagged link waits for it rather than flashing in and out.
  const capabilities = useCapabilities();
  const voiceCall = useHasLiveCall();
  const videoCall = useVideoCallActive();
  const context = { capabilities, callActive: voiceCall || videoCall };
  return navItems
    .filter((item) => !item.shownFor || item.shownFor(context))
    .map((item) => ({ item, badgeCount: item.badge === "unreadMessages" ? unread : 0 }));
}
