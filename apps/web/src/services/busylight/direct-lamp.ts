/// <reference types="w3c-web-hid" />
import { KuandoDriver } from "@mobex/busylight-protocol/kuando-driver";
import { kuandoHidFilters } from "@mobex/busylight-protocol/kuando-devices";
import type { LampCommand } from "@mobex/busylight-protocol/lamp-query";

/**
 * Beyond spec 1: a Kuando lamp driven straight from the page over WebHID (Chromium on desktops), with
 * no local software; the same reports as the bridge writes over USB.
 */
interface DirectLamp {
  readonly device: HIDDevice;
  readonly driver: KuandoDriver;
  readonly onChange: DirectLampListener;
}

/** Told the lamp's name when one is in use, null when it is gone. */
export type DirectLampListener = (deviceName: string | null) => void;

let current: DirectLamp | null = null;

export function canConnectDirectly(): boolean {
  return typeof navigator !== "undefined" && "hid" in navigator;
}

async function drive(device: HIDDevice, onChange: DirectLampListener): Promise<void> {
  if (!device.opened) await device.open();
  // The Kuando lamps use no report id (0); a report is the 64 bytes alone.
  const driver = new KuandoDriver((report) => device.sendReport(0, new Uint8Array(report)));
  current = { device, driver, onChange };
  onChange(device.productName || "Kuando Busylight");
}

function forget(device: HIDDevice): void {
  const lamp = current;
  if (lamp?.device !== device) return;
  current = null;
  lamp.onChange(null);
}

/** Asks the user to pick a lamp (needs a click: WebHID's user gesture). True when one is in use. */
export async function connectDirectLamp(onChange: DirectLampListener): Promise<boolean> {
  const [device] = await navigator.hid.requestDevice({ filters: [...kuandoHidFilters] });
  if (device === undefined) return false;
  await drive(device, onChange);
  return true;
}

/** A lamp the user picked before is used again without asking (the browser kept the permission). */
export async function resumeDirectLamp(onChange: DirectLampListener): Promise<void> {
  if (!canConnectDirectly() || current !== null) return;
  const [device] = await navigator.hid.getDevices();
  if (device !== undefined) await drive(device, onChange);
}

export function watchDirectLampUnplugged(): () => void {
  if (!canConnectDirectly()) return () => undefined;
  const handleDisconnect = (event: HIDConnectionEvent) => forget(event.device);
  navigator.hid.addEventListener("disconnect", handleDisconnect);
  return () => navigator.hid.removeEventListener("disconnect", handleDisconnect);
}

export async function disconnectDirectLamp(): Promise<void> {
  const lamp = current;
  if (lamp === null) return;
  forget(lamp.device);
  await lamp.device.close();
  await lamp.device.forget();
}

/** Shows `command` on the direct lamp: 200 when shown, 404 when it is gone, null with none in use. */
export async function showOnDirectLamp(command: LampCommand): Promise<number | null> {
  const lamp = current;
  if (lamp === null) return null;
  try {
    await lamp.driver.show(command);
    return 200;
  } catch {
    forget(lamp.device);
    return 404;
  }
}
