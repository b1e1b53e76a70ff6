import { defineConfig } from "@playwright/test";
import { serverUrl } from "./support/server-url";

// Debian's Chromium with a fake camera and microphone (ARCHITECTURE.md, Tests). Loopback candidates
// are allowed because the run happens in a namespace where loopback is the only network.
const CHROMIUM_ARGS = [
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  "--allow-loopback-in-peer-connection",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// Specs that start a server of their own (support/test-server.ts: `startTestServer` in a beforeAll, each
// page in a context with that server's baseURL). Their demo users are theirs alone, so they run beside
// the others, one at a time in a second worker. A new spec joins by starting its own server the same
// way and adding its file here; every other spec shares the run's server and its seeded users, and
// those specs run one at a time, as users' presence and calls would collide otherwise.
const OWN_SERVER_SPECS = ["token-renewal.spec.ts", "presence-names-status.spec.ts"];

// Budgets sized for a 2-core CI box running the server and several browser pages at once.
export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results/e2e",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  // One worker per project: the shared server's specs in one, the own-server specs in the other.
  workers: 2,
  projects: [
    { name: "shared-server", testIgnore: OWN_SERVER_SPECS, workers: 1 },
    { name: "own-server", testMatch: OWN_SERVER_SPECS, workers: 1 },
  ],
  retries: 0,
  forbidOnly: process.env.CI === "true",
  reporter: "list",
  timeout: 90_000,
  globalTimeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup in the main process before workers start; workers inherit it.
    baseURL: serverUrl({ optional: true }),
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
});
