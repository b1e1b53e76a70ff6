/** The auth feature's public face for other features and the app (ARCHITECTURE.md, Layout). */
export { logout, logoutAfterAsking } from "./model/logout";
export { onSignOut } from "./model/sign-out-tasks";
export { useProfile } from "./api/get-profile";
export { startSessionServices } from "./model/session-services";
export { captureResellerPlan } from "./model/reseller-plan";
export { useAccessClaims } from "./hooks/use-access-claims";
export { useOwnCard, type OwnCard } from "./hooks/use-own-card";
export type { Capabilities } from "./model/capabilities";
export { useAllowedFeatures, useCapabilities } from "./hooks/use-capabilities";
