/** The shell's public face for other features (ARCHITECTURE.md, Layout). */
export { setUnreadTotal } from "./model/unread-store";
export { FATAL_ERROR_KEY } from "./model/fatal-error";
export { LiveCallSource } from "./model/live-call-source";
export { Wordmark } from "./components/wordmark";
