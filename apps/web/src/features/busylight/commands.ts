/** The busylight feature's public face for other features (ARCHITECTURE.md, Layout). */
export { BusylightRuntime } from "./components/busylight-app-bar";
/** spec 1 §2 App bar: the busylight's two icons, placed by the app bar, and whether they show. */
export { BusylightStatusIcon } from "./components/busylight-status-icon";
export { CallAttentionToggle } from "./components/call-attention-toggle";
export { useBusylightIconsShown } from "./hooks/use-lamp-state";
export { HardwareBusylightSwitch } from "./components/hardware-busylight-switch";
