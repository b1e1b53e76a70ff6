// The busylight bridge as a user runs it (packages/busylight-bridge, built by the e2e build step),
// emulating the lamp on the spec's port 8989: GET /state tells what the lamp shows.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CLI = join(ROOT, "packages/busylight-bridge/dist/cli.js");
export const BRIDGE_URL = "http://127.0.0.1:8989";

export interface LampState {
  readonly device: string | null;
  readonly lamp:
    | { readonly on: false }
    | { readonly on: true; effect: string; colour: string; sound: number; volume: number };
}

export interface Bridge {
  /** What the emulated lamp shows now. */
  state(): Promise<LampState>;
  stop(): Promise<void>;
}

/**
 * Starts `busylight-bridge --emulate [--no-device]` and resolves once it listens on 8989. Its state
 * directory is new, so the first web app to drive it (the test's server) is the one it remembers,
 * unless `servesOrigin` says which web app it already serves.
 */
export async function startBridge({
  device = true,
  servesOrigin,
}: { device?: boolean; servesOrigin?: string } = {}): Promise<Bridge> {
  const stateDir = mkdtempSync(join(tmpdir(), "mobex-bridge-"));
  if (servesOrigin !== undefined)
    writeFileSync(join(stateDir, "allowed-origin.json"), JSON.stringify({ origin: servesOrigin }));
  const args = [CLI, "--emulate", ...(device ? [] : ["--no-device"]), "--state-dir", stateDir];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  const killOnExit = (): void => void child.kill("SIGKILL");
  process.on("exit", killOnExit);
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("listening on http://127.0.0.1:8989")) ready();
    });
    child.once("exit", (code) => fail(new Error(`busylight-bridge exited (${code}): ${output}`)));
  });
  return {
    state: async () => (await (await fetch(`${BRIDGE_URL}/state`)).json()) as LampState,
    stop: async () => {
      process.off("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The lamp as `/state` shows a lit lamp, for `expect.poll(...).toEqual(lit(...))`. */
export function lit(effect: string, colour: string, sound = 11, volume = 0) {
  return { on: true, effect, colour, sound, volume };
}
