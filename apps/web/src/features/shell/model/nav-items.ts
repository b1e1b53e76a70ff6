import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import ContactsRoundedIcon from "@mui/icons-material/ContactsRounded";
import GridViewRoundedIcon from "@mui/icons-material/GridViewRounded";
import HistoryRoundedIcon from "@mui/icons-material/HistoryRounded";
import HomeRoundedIcon from "@mui/icons-material/HomeRounded";
import VideocamRoundedIcon from "@mui/icons-material/VideocamRounded";
import type { SvgIconComponent } from "@mui/icons-material";
import type { Capabilities } from "../../auth/commands";

/** What decides whether a flagged link shows: what the user has on, and whether a call is up. */
export interface NavContext {
  readonly capabilities: Capabilities;
  /** A voice or video call exists (ringing, dialling, talking). */
  readonly callActive: boolean;
}

/** What a badge on a link counts; chat adds "unreadMessages" with its link (spec 1 §2, spec 2 §2). */
export type NavBadge = "unreadMessages";

export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: SvgIconComponent;
  readonly badge?: NavBadge;
  /** Shown only when this holds (what the user has on, whether a call is up); always shown without it. */
  readonly shownFor?: (context: NavContext) => boolean;
}

/**
 * spec 1 §2 Side navigation: Home, history, contacts (cpb), chat (chat enabled), video, conference.
 * The presence board (route blf) has a link too: it is where a user spends the day beside the dialler.
 * Only screens that exist are listed; each later feature adds its entry here with its flag test.
 */
export const navItems: readonly NavItem[] = [
  { id: "home", label: "Home", to: "/", icon: HomeRoundedIcon },
  { id: "blf", label: "Presence", to: "/blf", icon: GridViewRoundedIcon },
  { id: "history", label: "History", to: "/history", icon: HistoryRoundedIcon },
  {
    id: "contacts",
    label: "Contacts",
    to: "/contacts",
    icon: ContactsRoundedIcon,
    shownFor: ({ capabilities }) => capabilities.phoneBookEnabled,
  },
  {
    id: "chat",
    label: "Chat",
    to: "/chat",
    icon: ChatRoundedIcon,
    badge: "unreadMessages",
    shownFor: ({ capabilities }) => capabilities.chatEnabled,
  },
  {
    id: "video",
    label: "Video",
    to: "/video",
    icon: VideocamRoundedIcon,
    // spec 1 §2: "Shown in the side navigation only when a call is active or video is enabled."
    shownFor: ({ capabilities, callActive }) => capabilities.videoEnabled || callActive,
  },
];
