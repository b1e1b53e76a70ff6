// Installs dependencies when node_modules is missing or older than the manifests that describe it.
// Shared by `npm start`, `npm run dev` and `npm test`; run directly as `node scripts/lib/ensure-deps.mjs`.
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./run.mjs";
import { say } from "./log.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// npm writes this file at the end of every successful install: it dates node_modules.
const INSTALL_STAMP = join(ROOT, "node_modules", ".package-lock.json");

/** package-lock.json plus every package.json of the root and the workspaces. */
function manifests() {
  const files = [join(ROOT, "package-lock.json"), join(ROOT, "package.json")];
  for (const group of ["packages", "apps"]) {
    const dir = join(ROOT, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.push(join(dir, name, "package.json"));
  }
  return files.filter((file) => existsSync(file));
}

/** Why an install is needed, or null when node_modules is current. */
export function staleReason() {
  if (!existsSync(INSTALL_STAMP)) return "node_modules is missing";
  const installedMs = statSync(INSTALL_STAMP).mtimeMs;
  const newer = manifests().find((file) => statSync(file).mtimeMs > installedMs);
  return newer ? `${newer.slice(ROOT.length)} changed since the last install` : null;
}

export async function ensureDeps() {
  const reason = staleReason();
  if (reason === null) {
    say("dependencies: up to date");
    return;
  }
  say(`dependencies: ${reason} → npm install`);
  await run("npm", ["install", "--no-audit", "--no-fund"], { cwd: ROOT });
  // npm leaves the stamp alone when nothing changed; date it so the next run does not install again.
  const now = new Date();
  utimesSync(INSTALL_STAMP, now, now);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDeps().catch((error) => {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  });
}
