// What the browser benches (web-board, web-chat) share: their numeric options, the built app they
// open, and the renderer's main-thread work read over CDP.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { CDPSession } from "@playwright/test";

/** `--name N` from the command line: a positive number, else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? Number.NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The built web app (`--dist=DIR`, default apps/web/dist); exits saying how to build it when absent. */
export function builtApp(): string {
  const dist = resolve(process.argv.find((arg) => arg.startsWith("--dist="))?.slice(7) ?? "apps/web/dist");
  if (!existsSync(resolve(dist, "index.html"))) {
    console.error(`No built app in ${dist}: run \`node scripts/build.mjs\` first.`);
    process.exit(1);
  }
  return dist;
}

/** The renderer main thread's busy time so far, in ms (CDP Performance.getMetrics, cumulative seconds). */
export interface MainThreadWork {
  readonly task: number;
  readonly script: number;
  readonly style: number;
  readonly layout: number;
}

/** Main-thread work so far and the JS heap in use (MB); Performance.enable first. */
export async function mainThreadWork(cdp: CDPSession): Promise<MainThreadWork & { heapMb: number }> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return {
    task: 1000 * value("TaskDuration"),
    script: 1000 * value("ScriptDuration"),
    style: 1000 * value("RecalcStyleDuration"),
    layout: 1000 * value("LayoutDuration"),
    heapMb: value("JSHeapUsedSize") / 1024 / 1024,
  };
}
