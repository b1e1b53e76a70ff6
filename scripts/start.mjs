// `npm start`: install what is missing, build what is stale, then run the one-process server.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureDeps, ROOT } from "./lib/ensure-deps.mjs";
import { buildStale } from "./lib/build-stale.mjs";
import { supervise } from "./lib/run.mjs";
import { say, shout } from "./lib/log.mjs";

async function main() {
  await ensureDeps();
  await buildStale();
  const entry = join(ROOT, "apps/server/dist/main.js");
  if (!existsSync(entry)) throw new Error(`${entry} was not produced by the server build`);
  const env = { PORT: "8080", DATA_DIR: "./var", ...process.env };
  say(`starting the server on port ${env.PORT} with data in ${env.DATA_DIR} (Ctrl-C stops it)`);
  supervise(process.execPath, [entry], { cwd: ROOT, env });
}

main().catch((error) => {
  shout(error.message);
  process.exit(error.exitCode ?? 1);
});
