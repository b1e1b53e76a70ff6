// Bundles the CLI into dist/cli.js, one file that runs with plain Node (npx), with the shared
// protocol package inside; node-hid stays external: an optional dependency loaded only when a real
// lamp is asked for.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
rmSync(join(here, "dist"), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { cli: "src/cli.ts" },
  outdir: join(here, "dist"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["node-hid"],
  banner: { js: "#!/usr/bin/env node" },
  logLevel: "warning",
});
console.log("busylight-bridge: dist/cli.js built");
