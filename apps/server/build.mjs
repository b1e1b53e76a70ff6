// Bundles the server entry points into dist/ (ARCHITECTURE.md: one process). Workspace packages
// (@mobex/*) are TypeScript sources and are bundled; every other bare import stays external and is
// loaded from node_modules at run time (PGlite's WebAssembly, pino's workers, pg's optional natives).
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, "dist");

/** Bare specifiers (not relative, not absolute) other than @mobex/* are external. */
const externaliseDependencies = {
  name: "externalise-dependencies",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@mobex/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { main: "src/main.ts", admin: "src/admin.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // No code splitting: config.ts finds the package folder from its own import.meta.url, which must
  // be dist/<entry>.js, one level below apps/server like src/config.ts.
  plugins: [externaliseDependencies],
  // Bundled CommonJS-style code may still call require(); give ESM output one.
  banner: { js: 'import { createRequire } from "module"; const require = createRequire(import.meta.url);' },
  logLevel: "warning",
});
console.log(`server: dist/main.js and dist/admin.js built in ${Date.now() - started} ms`);
