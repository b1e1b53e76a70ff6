import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "busylight-protocol", environment: "node", include: ["src/**/*.test.ts"] },
});
