import { defineConfig } from "vitest/config";

// Each workspace has its own vitest.config.ts (node or jsdom); this runs them all.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});
