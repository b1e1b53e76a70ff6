import type { LampCommand } from "@mobex/busylight-protocol/lamp-query";
import { askBridge } from "./bridge-lamp";
import { showOnDirectLamp } from "./direct-lamp";

/** The lamp's answer to `command`: a lamp picked in the browser first, else the local service. */
export async function showOnLamp(command: LampCommand, signal?: AbortSignal): Promise<number | null> {
  return (await showOnDirectLamp(command)) ?? askBridge(command, signal);
}
