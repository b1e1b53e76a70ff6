import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { REACT_DEPENDENTS, compatModule, reactRuntime, runtimeAliases } from "./vite-plugins/react-runtime";

// The unit tests run on the runtime that ships (vite-plugins/react-runtime.ts).
const runtime = reactRuntime();

const testAliases =
  runtime === "preact"
    ? [
        // Testing Library's main entry is CommonJS, whose require("react-dom/client") Node resolves
        // past the aliases: the shim loads its ES module build, whose imports Vite resolves.
        { find: /^@testing-library\/react$/, replacement: compatModule("testing-library-react.ts") },
        ...runtimeAliases(runtime),
      ]
    : [];

// The React dependents load through Vite (test.server.deps.inline) as the browser gets them: their ES
// module builds, whose imports of React meet the aliases (the CommonJS builds' require() does not),
// chosen by export conditions or, in packages without exports (dnd-kit), by Vite's client main fields.
const browserResolve = {
  conditions: ["module", "browser", "development|production"],
  mainFields: ["browser", "module", "jsnext:main", "jsnext"],
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: testAliases, ...browserResolve },
  ssr: { resolve: browserResolve },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // Generous for a machine whose two cores run two test files at once.
    testTimeout: 15_000,
    server: { deps: { inline: runtime === "preact" ? [...REACT_DEPENDENTS] : [] } },
  },
});
