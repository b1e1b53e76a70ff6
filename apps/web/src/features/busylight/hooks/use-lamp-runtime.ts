import { type LampCommand, lampQuery, parseLampQuery } from "@mobex/busylight-protocol/lamp-query";
import { useEffect } from "react";
import { resumeDirectLamp, watchDirectLampUnplugged } from "../../../services/busylight/direct-lamp";
import { showOnLamp } from "../../../services/busylight/show-on-lamp";
import type { BusylightSettings } from "../model/busylight-settings";
import { busylightActions, useBusylightStore } from "../model/busylight-store";
import { isSupportedPlatform, statusOfCode } from "../model/device-status";
import { type LampState, lampCommandFor } from "../model/lamp-state";
import { useLampState } from "./use-lamp-state";

// spec 1 §9: "busylight refresh 3 s".
export const BUSYLIGHT_REFRESH_MS = 3_000;
const OFF: LampCommand = { action: "off" };

/**
 * Keeps the lamp on what the user's line is (spec 1 §4 precedence), asking again every 3 s — which
 * also notices a lamp unplugged or a service stopped — and turns it off when switched off or signed out.
 * Returns the state the lamp stands for, or null while inactive.
 */
export function useLampRuntime(active: boolean, settings: BusylightSettings | undefined): LampState | null {
  const directLamp = useBusylightStore((state) => state.directLamp);
  const state = useLampState(active, settings);
  // The command as its query string: a stable value for the effect to follow.
  const query = state === null || settings === undefined ? null : lampQuery(lampCommandFor(state, settings));

  useEffect(() => {
    if (query === null) return undefined;
    if (directLamp === null && !isSupportedPlatform(navigator.userAgent)) {
      busylightActions.reportStatus("unsupported");
      return undefined;
    }
    const parsed = parseLampQuery(new URLSearchParams(query));
    if (!parsed.ok) return undefined;
    const controller = new AbortController();
    const refresh = async () => {
      const code = await showOnLamp(parsed.command, controller.signal);
      if (!controller.signal.aborted) busylightActions.reportStatus(statusOfCode(code));
    };
    void refresh();
    const timer = setInterval(() => void refresh(), BUSYLIGHT_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [query, directLamp]);

  useEffect(() => {
    if (!active) return undefined;
    void resumeDirectLamp(busylightActions.setDirectLamp).catch(() => undefined);
    const unwatch = watchDirectLampUnplugged();
    return () => {
      unwatch();
      busylightActions.reset();
      void showOnLamp(OFF);
    };
  }, [active]);

  return state;
}
