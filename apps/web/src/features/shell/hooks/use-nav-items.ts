import { useProfile } from "../../auth/commands";
import { type NavItem, navItems } from "../model/nav-items";
import { selectUnreadTotal, useUnreadStore } from "../model/unread-store";

export interface ShownNavItem {
  readonly item: NavItem;
  readonly badgeCount: number;
}

/** The links the signed-in user may follow, with their badge counts: the rail and the bottom bar show the same. */
export function useNavItems(): readonly ShownNavItem[] {
  const unread = useUnreadStore(selectUnreadTotal);
  const profile = useProfile().data;
  // A flagged link waits for the profile rather than flashing in and out.
  return navItems
    .filter((item) => !item.shownFor || (profile !== undefined && item.shownFor(profile)))
    .map((item) => ({ item, badgeCount: item.badge === "unreadMessages" ? unread : 0 }));
}
