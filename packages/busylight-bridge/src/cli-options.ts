import { homedir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BUSYLIGHT_PORT } from "@mobex/busylight-protocol/lamp-query";

export const USAGE = `busylight-bridge [--emulate [--no-device]] [--port 8989] [--host 127.0.0.1]
                 [--origin URL… | --any-origin | --forget-origin] [--state-dir DIR]

Serves the Mobex busylight protocol on http://localhost:8989 and drives the first Kuando Busylight
on USB.
  --emulate     keep the lamp in memory instead (GET /state shows it; one line per change)
  --no-device   with --emulate: behave as if no lamp were plugged in (404)
  --port N      listen on port N (8989)
  --host ADDR   listen on ADDR (127.0.0.1 and ::1); never expose the lamp to the network
  --origin URL  only this web app may drive the lamp (repeatable); by default the first web app
                that drives it (your Mobex) is remembered and every other page is refused
  --any-origin  any web page may drive the lamp
  --forget-origin  forget the remembered web app; the next one to drive the lamp is remembered
  --state-dir DIR  where the remembered web app is kept ($XDG_CONFIG_HOME/mobex-busylight-bridge)`;

/** Which pages may drive the lamp, as the options say (origin-policy.ts turns it into a policy). */
export type OriginRule =
  | { readonly kind: "any" }
  | { readonly kind: "list"; readonly origins: readonly string[] }
  | { readonly kind: "firstUse"; readonly file: string; readonly forget: boolean };

export interface CliOptions {
  readonly emulate: boolean;
  readonly device: boolean;
  readonly port: number;
  readonly hosts: readonly string[];
  readonly origins: OriginRule;
  readonly help: boolean;
}

function defaultStateDir(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "mobex-busylight-bridge");
}

export function parseCliOptions(args: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      emulate: { type: "boolean", default: false },
      "no-device": { type: "boolean", default: false },
      port: { type: "string", default: String(BUSYLIGHT_PORT) },
      host: { type: "string" },
      origin: { type: "string", multiple: true, default: [] },
      "any-origin": { type: "boolean", default: false },
      "forget-origin": { type: "boolean", default: false },
      "state-dir": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port: not a port: ${values.port}`);
  if (values["no-device"] && !values.emulate) throw new Error("--no-device needs --emulate");
  if (values.origin.length > 0 && values["any-origin"])
    throw new Error("--origin and --any-origin exclude each other");
  const listed = values.origin.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (url === null || (url.protocol !== "http:" && url.protocol !== "https:"))
      throw new Error(`--origin: not a web origin: ${origin}`);
    return url.origin;
  });
  const origins: OriginRule = values["any-origin"]
    ? { kind: "any" }
    : listed.length > 0
      ? { kind: "list", origins: listed }
      : {
          kind: "firstUse",
          file: join(values["state-dir"] ?? defaultStateDir(env), "allowed-origin.json"),
          forget: values["forget-origin"],
        };
  return {
    emulate: values.emulate,
    device: !values["no-device"],
    port,
    hosts: values.host === undefined ? ["127.0.0.1", "::1"] : [values.host],
    origins,
    help: values.help,
  };
}
