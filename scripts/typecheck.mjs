// Type-checks every workspace that has a tsconfig.json (npm workspaces have no `tsc -b` graph here).
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const roots = ["packages", "apps"];
const projects = roots.flatMap((root) =>
  readdirSync(root)
    .map((name) => join(root, name))
    .filter((dir) => existsSync(join(dir, "tsconfig.json"))),
);
if (existsSync("e2e/tsconfig.json")) projects.push("e2e");
if (existsSync("bench/tsconfig.json")) projects.push("bench");

let failed = 0;
for (const project of projects) {
  const run = spawnSync("npx", ["tsc", "-p", project, "--noEmit"], { stdio: "inherit" });
  if (run.status !== 0) failed += 1;
  else console.log(`typecheck ok: ${project}`);
}
process.exit(failed === 0 ? 0 : 1);
