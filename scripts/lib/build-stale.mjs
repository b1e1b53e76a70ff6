// Builds the web app and the server unless their outputs are newer than every input, so a second
// `npm start` (or the build step of `npm test`) costs a file scan instead of two bundler runs.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./ensure-deps.mjs";
import { run } from "./run.mjs";
import { say } from "./log.mjs";

export const WORKSPACES = [
  { name: "web", pkg: "@mobex/web", dir: "apps/web", outputs: ["apps/web/dist/index.html"] },
  {
    name: "server",
    pkg: "@mobex/server",
    dir: "apps/server",
    outputs: ["apps/server/dist/main.js", "apps/server/dist/admin.js"],
  },
  {
    name: "busylight-bridge",
    pkg: "@mobex/busylight-bridge",
    dir: "packages/busylight-bridge",
    outputs: ["packages/busylight-bridge/dist/cli.js"],
  },
];
// Root files every bundle depends on: resolved dependency versions and compiler settings.
const SHARED_INPUTS = ["package-lock.json", "tsconfig.base.json"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", ".vite", "var"]);
const TEST_FILE = /\.test\.tsx?$/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|jsx)$/;
const WORKSPACE_IMPORT = /["']@mobex\/([a-z0-9-]+)/g;

/**
 * Every file and folder under `dir` that can change a bundle. Folders count too: deleting a file
 * changes only its folder's mtime. Tests are left out: they are never bundled.
 */
function* walk(dir) {
  yield dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* walk(path);
    } else if (!TEST_FILE.test(entry.name)) {
      yield path;
    }
  }
}

/** Workspace packages imported (directly or through each other) by the sources under `dir`. */
function bundledPackages(dir) {
  const found = new Set();
  const queue = [dir];
  while (queue.length > 0) {
    for (const path of walk(queue.pop())) {
      if (!SOURCE_FILE.test(path)) continue;
      for (const [, name] of readFileSync(path, "utf8").matchAll(WORKSPACE_IMPORT)) {
        const pkgDir = join(ROOT, "packages", name);
        if (!found.has(pkgDir) && existsSync(pkgDir)) {
          found.add(pkgDir);
          queue.push(pkgDir);
        }
      }
    }
  }
  return [...found];
}

/** The newest input of a workspace, as { path, mtimeMs }. */
function newestInput(workspace) {
  const dir = join(ROOT, workspace.dir);
  const paths = [...SHARED_INPUTS.map((file) => join(ROOT, file)).filter((file) => existsSync(file))];
  for (const tree of [dir, ...bundledPackages(dir)]) paths.push(...walk(tree));
  let newest = { path: "", mtimeMs: 0 };
  for (const path of paths) {
    const { mtimeMs } = statSync(path);
    if (mtimeMs > newest.mtimeMs) newest = { path, mtimeMs };
  }
  return newest;
}

/** Why `workspace` needs a build, or null when its outputs are current. */
export function buildReason(workspace) {
  const outputs = workspace.outputs.map((file) => join(ROOT, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${relative(ROOT, missing)} is missing`;
  const builtMs = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newest = newestInput(workspace);
  return newest.mtimeMs > builtMs ? `${relative(ROOT, newest.path)} changed since the last build` : null;
}

export async function buildStale({ force = false } = {}) {
  for (const workspace of WORKSPACES) {
    const reason = force ? "forced" : buildReason(workspace);
    if (reason === null) {
      say(`build ${workspace.name}: up to date`);
      continue;
    }
    say(`build ${workspace.name}: ${reason} → npm run build -w ${workspace.pkg}`);
    const startedMs = Date.now();
    await run("npm", ["run", "build", "-w", workspace.pkg], { cwd: ROOT });
    say(`build ${workspace.name}: done in ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  }
}
