import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { REACT_DEPENDENTS, compatModule, reactRuntime, runtimeAliases } from "./vite-plugins/react-runtime";

// The unit tests run on the runtime that ships (vite-plugins/react-runtime.ts).
const runtime = reactRuntime();

// Every store back to its first state after each test (test/resettable-zustand.ts).
const resettableStores = {
  find: /^zustand$/,
  replacement: fileURLToPath(new URL("src/test/resettable-zustand.ts", import.meta.url)),
};

const testAliases =
  runtime === "preact"
    ? [
        resettableStores,
        // Testing Library's main entry is CommonJS, whose require("react-dom/client") Node resolves
        // past the aliases: the shim loads its ES module build, whose imports Vite resolves.
        { find: /^@testing-library\/react$/, replacement: compatModule("testing-library-react.ts") },
        ...runtimeAliases(runtime),
      ]
    : [resettableStores];

// The React dependents load through Vite (test.server.deps.inline) as the browser gets them: their ES
// module builds, whose imports of React meet the aliases (the CommonJS builds' require() does not),
// chosen by export conditions or, in packages without exports (dnd-kit), by Vite's client main fields.
const browserResolve = {
  conditions: ["module", "browser", "development|production"],
  mainFields: ["browser", "module", "jsnext:main", "jsnext"],
};

const TEST_FILES = ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"];

/**
 * Test files that replace modules (vi.mock, vi.doMock) or reload them (vi.resetModules): they need a
 * module graph of their own. Read from the files, so a new one finds its project by itself.
 */
export function filesReplacingModules(): string[] {
  const root = new URL(".", import.meta.url);
  return ["src", "vite-plugins"]
    .flatMap((folder) =>
      readdirSync(new URL(`${folder}/`, root), { recursive: true, encoding: "utf8" }).map(
        (file) => `${folder}/${file}`,
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(file, root), "utf8")))
    .sort();
}

/**
 * The web app's unit tests in jsdom. Most files share one module graph and one jsdom per worker
 * (`isolate: false`): importing MUI and the app and setting up jsdom again for each of ~140 files was
 * three quarters of the run. Files that replace modules run isolated, in a project of their own.
 */
export function webTestConfig(name: string, isolated: boolean): ViteUserConfig {
  const replacing = filesReplacingModules();
  return defineConfig({
    plugins: [react()],
    resolve: { alias: testAliases, ...browserResolve },
    ssr: { resolve: browserResolve },
    test: {
      name,
      environment: "jsdom",
      include: isolated ? replacing : TEST_FILES,
      exclude: isolated ? [] : replacing,
      isolate: isolated,
      setupFiles: ["src/test/setup.ts"],
      restoreMocks: true,
      // Generous for a machine whose two cores run two test files at once.
      testTimeout: 15_000,
      server: { deps: { inline: runtime === "preact" ? [...REACT_DEPENDENTS] : [] } },
    },
  });
}
