import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "sip-proxy",
    environment: "node",
    include: ["src/**/*.test.ts", "test-support/**/*.test.ts"],
  },
});
