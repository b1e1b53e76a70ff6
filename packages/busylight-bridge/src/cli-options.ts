import { parseArgs } from "node:util";
import { BUSYLIGHT_PORT } from "@mobex/busylight-protocol/lamp-query";

export const USAGE = `busylight-bridge [--emulate [--no-device]] [--port 8989] [--host 127.0.0.1] [--origin URL]…

Serves the Mobex busylight protocol on http://localhost:8989 and drives the first Kuando Busylight
on USB.
  --emulate     keep the lamp in memory instead (GET /state shows it; one line per change)
  --no-device   with --emulate: behave as if no lamp were plugged in (404)
  --port N      listen on port N (8989)
  --host ADDR   listen on ADDR (127.0.0.1 and ::1); never expose the lamp to the network
  --origin URL  only this web app may drive the lamp (repeatable; default: any page)`;

export interface CliOptions {
  readonly emulate: boolean;
  readonly device: boolean;
  readonly port: number;
  readonly hosts: readonly string[];
  readonly origins: readonly string[];
  readonly help: boolean;
}

export function parseCliOptions(args: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      emulate: { type: "boolean", default: false },
      "no-device": { type: "boolean", default: false },
      port: { type: "string", default: String(BUSYLIGHT_PORT) },
      host: { type: "string" },
      origin: { type: "string", multiple: true, default: [] },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port: not a port: ${values.port}`);
  if (values["no-device"] && !values.emulate) throw new Error("--no-device needs --emulate");
  return {
    emulate: values.emulate,
    device: !values["no-device"],
    port,
    hosts: values.host === undefined ? ["127.0.0.1", "::1"] : [values.host],
    origins: values.origin,
    help: values.help,
  };
}
