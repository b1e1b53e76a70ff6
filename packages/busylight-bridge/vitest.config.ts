import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "busylight-bridge", environment: "node", include: ["src/**/*.test.ts"] },
});
