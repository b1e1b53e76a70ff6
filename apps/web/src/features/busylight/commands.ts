/** The busylight feature's public face for other features (ARCHITECTURE.md, Layout). */
export { BusylightAppBarItems } from "./components/busylight-app-bar";
export { HardwareBusylightSwitch } from "./components/hardware-busylight-switch";
