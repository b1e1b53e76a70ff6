// Type-checks every workspace that has a tsconfig.json (npm workspaces have no `tsc -b` graph here).
// tsc is single-threaded, so projects run side by side, one per core; each project's output is
// buffered and printed whole, so the errors of two projects never interleave.
import { existsSync, readdirSync } from "node:fs";
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";

const TSC = join("node_modules", "typescript", "bin", "tsc");

function projects() {
  const found = ["apps", "packages"].flatMap((root) =>
    readdirSync(root)
      .map((name) => join(root, name))
      .filter((dir) => existsSync(join(dir, "tsconfig.json"))),
  );
  for (const extra of ["e2e", "bench"]) if (existsSync(join(extra, "tsconfig.json"))) found.push(extra);
  return found;
}

function typecheck(project) {
  return new Promise((resolve) => {
    const startedMs = Date.now();
    const child = spawn(process.execPath, [TSC, "-p", project, "--noEmit", "--pretty"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
      if (code === 0) console.log(`typecheck ok: ${project} (${seconds} s)`);
      else console.log(`${output}typecheck FAILED: ${project} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

async function main() {
  const queue = projects();
  let failed = 0;
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      if (!(await typecheck(project))) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  process.exit(failed === 0 ? 0 : 1);
}

await main();
