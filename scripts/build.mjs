// `node scripts/build.mjs [--force]`: builds the web app and the server when their sources changed.
import { buildStale } from "./lib/build-stale.mjs";

buildStale({ force: process.argv.includes("--force") }).catch((error) => {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
});
