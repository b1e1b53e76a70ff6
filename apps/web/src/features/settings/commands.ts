/** The settings feature's public face for other features (ARCHITECTURE.md, Layout). */
export { useSettingsStore } from "../../shared/settings/settings-store";
export { useResolvedThemeMode } from "./hooks/use-resolved-theme-mode";
