import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts (node or jsdom); this runs them all.
export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two. Two
    // keep both cores busy (each file's jsdom and PGlite set-up is most of the time).
    maxWorkers: 2,
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
    ],
  },
});
