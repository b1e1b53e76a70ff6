import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "xmpp-server",
    environment: "node",
    include: ["src/**/*.test.ts", "test-support/**/*.test.ts"],
  },
});
