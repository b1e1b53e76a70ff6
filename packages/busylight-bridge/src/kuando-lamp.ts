import type * as NodeHidModule from "node-hid";
import type { HIDAsync } from "node-hid";
import { KEEP_ALIVE_INTERVAL_MS, KuandoDriver } from "@mobex/busylight-protocol/kuando-driver";
import { isKuandoBusylight } from "@mobex/busylight-protocol/kuando-devices";
import type { LampCommand } from "@mobex/busylight-protocol/lamp-query";
import { DARK, type Lamp, type LampState, describeLamp, lampAfter } from "./lamp";

type NodeHid = typeof NodeHidModule;

/**
 * node-hid is an optional dependency (a native module that may not install everywhere): loaded only
 * when a real lamp is asked for; null when it is not there.
 */
export async function loadNodeHid(): Promise<NodeHid | null> {
  try {
    return await import("node-hid");
  } catch {
    return null;
  }
}

interface OpenLamp {
  readonly device: HIDAsync;
  readonly name: string;
  readonly driver: KuandoDriver;
}

/** The first Kuando Busylight on USB, opened again whenever it is unplugged and plugged back. */
export function kuandoLamp(hid: NodeHid, log: (line: string) => void): Lamp {
  let open: OpenLamp | null = null;
  let lamp: LampState["lamp"] = DARK;

  const forget = async (): Promise<void> => {
    const gone = open;
    open = null;
    await gone?.device.close().catch(() => undefined);
  };

  const connect = async (): Promise<OpenLamp | null> => {
    if (open !== null) return open;
    const info = (await hid.devicesAsync()).find(
      (device) => device.path !== undefined && isKuandoBusylight(device.vendorId, device.productId),
    );
    if (info?.path === undefined) return null;
    const device = await hid.HIDAsync.open(info.path);
    // hidapi takes the report id first; the Kuando lamps use none (0).
    const driver = new KuandoDriver(async (report) => void (await device.write([0, ...report])));
    open = { device, name: info.product ?? "Kuando Busylight", driver };
    log(`lamp: ${open.name} connected`);
    return open;
  };

  const show = async (command: LampCommand): Promise<boolean> => {
    try {
      const current = await connect();
      if (current === null) return false;
      await current.driver.show(command);
      return true;
    } catch (error) {
      log(`lamp: lost (${error instanceof Error ? error.message : String(error)})`);
      await forget();
      return false;
    }
  };

  // The lamp goes dark without keep-alives; a lamp plugged back in gets what it showed.
  const keepAlive = setInterval(() => {
    void show(lamp.on ? { action: "show", ...lamp } : { action: "currentpresence" });
  }, KEEP_ALIVE_INTERVAL_MS);

  return {
    apply: async (command) => {
      const shown = await show(command);
      if (shown) {
        const next = lampAfter(command, lamp);
        if (describeLamp(next) !== describeLamp(lamp)) log(`lamp: ${describeLamp(next)}`);
        lamp = next;
      }
      return shown;
    },
    state: () => ({ device: open?.name ?? null, lamp: open === null ? DARK : lamp }),
    close: async () => {
      clearInterval(keepAlive);
      await show({ action: "off" });
      await forget();
    },
  };
}
