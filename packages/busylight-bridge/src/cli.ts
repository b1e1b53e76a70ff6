import type { Server } from "node:http";
import { bridgeServer } from "./bridge-server";
import { USAGE, parseCliOptions } from "./cli-options";
import { emulatedLamp } from "./emulated-lamp";
import { kuandoLamp, loadNodeHid } from "./kuando-lamp";
import type { Lamp } from "./lamp";
import { type OriginPolicy, pinnedOriginFile } from "./origin-policy";
import type { OriginRule } from "./cli-options";

const log = (line: string): void => console.log(line);

async function openLamp(emulate: boolean, device: boolean): Promise<Lamp> {
  if (emulate) return emulatedLamp({ connected: device, log });
  const hid = await loadNodeHid();
  if (hid === null) {
    throw new Error(
      "node-hid is not installed (it drives the USB lamp): npm install node-hid, or run with --emulate",
    );
  }
  return kuandoLamp(hid, log);
}

/** Listens on every host it can; ::1 may not exist (IPv6 off), 127.0.0.1 must. */
async function listen(servers: Server[], hosts: readonly string[], port: number): Promise<void> {
  for (const [index, host] of hosts.entries()) {
    const server = servers[index]!;
    server.listen(port, host);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("listening", resolve);
        server.once("error", reject);
      });
      log(`busylight-bridge: listening on http://${host.includes(":") ? `[${host}]` : host}:${port}`);
    } catch (error) {
      if (index === 0) throw error;
      log(`busylight-bridge: not on ${host} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function originPolicy(rule: OriginRule): OriginPolicy {
  if (rule.kind !== "firstUse") return rule;
  const store = pinnedOriginFile(rule.file);
  if (rule.forget) store.forget();
  const pinned = store.read();
  log(
    pinned === null
      ? "busylight-bridge: the first web app that drives the lamp will be the only one allowed"
      : `busylight-bridge: only ${pinned} may drive the lamp (--forget-origin to change)`,
  );
  return {
    kind: "firstUse",
    store,
    onPinned: (origin) =>
      log(`busylight-bridge: only ${origin} may drive the lamp from now on (kept in ${rule.file})`),
  };
}

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2));
  if (options.help) return log(USAGE);
  const lamp = await openLamp(options.emulate, options.device);
  const origins = originPolicy(options.origins);
  const servers = options.hosts.map(() => bridgeServer({ lamp, origins }));
  await listen(servers, options.hosts, options.port);
  log(
    options.emulate
      ? `busylight-bridge: emulated lamp${options.device ? "" : ", no device"}`
      : "busylight-bridge: Kuando Busylight over USB",
  );
  const stop = async (): Promise<void> => {
    for (const server of servers) server.close();
    await lamp.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(`busylight-bridge: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
