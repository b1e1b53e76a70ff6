/** The settings feature's public face for other features (ARCHITECTURE.md, Layout). */
export { useSettingsStore } from "./model/settings-store";
export type { Capabilities } from "./model/capabilities";
export { useCapabilities } from "./hooks/use-capabilities";
export { useResolvedThemeMode } from "./hooks/use-resolved-theme-mode";
