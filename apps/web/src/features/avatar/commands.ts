/** The avatar feature's public face for other features (ARCHITECTURE.md, Layout). */
import { lazyWithTimeout } from "../../shared/lib/lazy-with-timeout";

export { useAvatarHash } from "./api/get-avatar-hash";

// ARCHITECTURE.md budgets: the dialog, the cropper and the drop zone are a lazy chunk of their own.
export const loadAvatarDialog = () =>
  import("./components/avatar-dialog").then((module) => module.AvatarDialog);
export const AvatarDialog = lazyWithTimeout(loadAvatarDialog);
