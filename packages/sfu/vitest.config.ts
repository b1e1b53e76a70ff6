import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "sfu",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
