import HomeRoundedIcon from "@mui/icons-material/HomeRounded";
import type { SvgIconComponent } from "@mui/icons-material";

/** What a badge on a link counts; chat adds "unreadMessages" with its link (spec 1 §2, spec 2 §2). */
export type NavBadge = "unreadMessages";

export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: SvgIconComponent;
  readonly badge?: NavBadge;
}

/**
 * spec 1 §2 Side navigation: Home, history, contacts (cpb), chat (chat enabled), video, conference.
 * Only screens that exist are listed; each later feature adds its entry here with its flag test.
 */
export const navItems: readonly NavItem[] = [{ id: "home", label: "Home", to: "/", icon: HomeRoundedIcon }];
