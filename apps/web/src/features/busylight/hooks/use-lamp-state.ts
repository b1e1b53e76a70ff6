import { useMyLine } from "../../calls/commands";
import type { BusylightSettings } from "../model/busylight-settings";
import { useBusylightStore } from "../model/busylight-store";
import { type LampState, lampStateOf } from "../model/lamp-state";
import { useBusylight } from "./use-busylight";

/**
 * What the lamp stands for now (spec 1 §4 precedence), or null while the busylight is not active:
 * the one reading the lamp loop and the app-bar icons share.
 */
export function useLampState(active: boolean, settings: BusylightSettings | undefined): LampState | null {
  const line = useMyLine();
  const callAttention = useBusylightStore((state) => state.callAttention);
  return active && settings !== undefined ? lampStateOf(line.status, callAttention) : null;
}

/** The lamp's state and the settings its look comes from, while the app bar shows the busylight icons. */
export function useBusylightIcons(): { state: LampState; settings: BusylightSettings } | null {
  const busylight = useBusylight();
  const state = useLampState(busylight.active, busylight.settings);
  return state === null || busylight.settings === undefined ? null : { state, settings: busylight.settings };
}

/** Whether the app bar carries the busylight's two icons now. */
export function useBusylightIconsShown(): boolean {
  return useBusylightIcons() !== null;
}
