import { defineConfig } from "vitest/config";

// Integration tests boot the app on PGlite loaded from a migrated template that the global setup
// builds once per run (initdb in WebAssembly takes seconds on a busy machine: generous timeouts).
export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test-support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
