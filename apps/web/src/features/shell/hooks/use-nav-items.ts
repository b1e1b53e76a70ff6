import { useCapabilities } from "../../settings/commands";
import { type NavItem, navItems } from "../model/nav-items";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";

export interface ShownNavItem {
  readonly item: NavItem;
  readonly badgeCount: number;
}

/** The links the signed-in user may follow, with their badge counts: the rail and the bottom bar show the same. */
export function useNavItems(): readonly ShownNavItem[] {
  const unread = useUnreadStore(selectUnreadTotal);
  // Nothing is on until the profile is known: a flagged link waits for it rather than flashing in and out.
  const capabilities = useCapabilities();
  // Unread chat counts only while chat is on (spec 2 §2: the badge exists "only when chat is enabled").
  const unreadShown = capabilities.chatEnabled ? unread : 0;
  return navItems
    .filter((item) => !item.shownFor || item.shownFor(capabilities))
    .map((item) => ({ item, badgeCount: item.badge === "unreadMessages" ? unreadShown : 0 }));
}
