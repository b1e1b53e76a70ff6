// `npm run admin -- <args>`: the built admin CLI when there is one, otherwise its source through tsx.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/ensure-deps.mjs";
import { supervise } from "./lib/run.mjs";

const built = join(ROOT, "apps/server/dist/admin.js");
const args = process.argv.slice(2);
const env = { DATA_DIR: "./var", ...process.env };
// Same working directory as `npm start`, so a relative DATA_DIR names the same data.
const command = existsSync(built)
  ? [built, ...args]
  : ["--import", "tsx", join(ROOT, "apps/server/src/admin.ts"), ...args];
// The admin CLI may prompt, so it stays in the terminal's foreground process group.
supervise(process.execPath, command, { cwd: ROOT, env, ownGroup: false });
