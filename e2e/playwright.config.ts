import { defineConfig } from "@playwright/test";
import { WORKER_SERVER_PROJECT, serverUrl } from "./support/server-url";

// Debian's Chromium with a fake camera and microphone (ARCHITECTURE.md, Tests). Loopback candidates
// are allowed because the run happens in a namespace where loopback is the only network.
const CHROMIUM_ARGS = [
  "--use-fake-ui-for-media-stream",
  // The fake camera at 10 frames/s rather than its 20: every video call encodes 720p in software, and
  // two streams share two cores (no test depends on the frame rate, only on frames arriving).
  "--use-fake-device-for-media-stream=fps=10",
  "--allow-loopback-in-peer-connection",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// The run's specs in two streams, one worker each, so they never share a user with a spec running at
// the same time:
// - "shared-server": the server of global-setup.ts and its seeded demo users, one spec at a time;
// - "worker-server": its worker starts a server of its own (support/test.ts, `appUrl`) with its own
//   demo users, for the specs listed here, again one at a time. A spec that starts a server itself
//   (`startTestServer`, e.g. for a setting of its own) belongs here too.
// Any spec may move to the second stream by adding its file: pages, `newUserPage` and `phonePage` follow
// `appUrl`. Specs that read `serverUrl()` themselves stay in the first. Keep the streams about equal.
const WORKER_SERVER_SPECS = [
  "token-renewal.spec.ts",
  "presence-names-status.spec.ts",
  "presence-board.spec.ts",
  "calls-keyboard.spec.ts",
  "avatar.spec.ts",
  "calls-dialpad.spec.ts",
  "calls-in-call.spec.ts",
  "calls-transfer.spec.ts",
  "video-call.spec.ts",
  "video-ice-restart.spec.ts",
  "video-timing.spec.ts",
  "video-sounds.spec.ts",
  "video-phone.spec.ts",
  "video-call-waiting.spec.ts",
  "video-signalling-drop.spec.ts",
  "voicemail-deposit.spec.ts",
  "chat-files.spec.ts",
  "chat-standard-client.spec.ts",
  "chat-push.spec.ts",
  // The heaviest conference specs in one stream, so that they never run at the same time: each keeps
  // several pages decoding video, and the effects run a segmentation model on a software GPU.
  "conference-room.spec.ts",
  "conference-tiles.spec.ts",
  "conference-effects.spec.ts",
];

// Budgets sized for a 2-core CI box running the server and several browser pages at once.
export default defineConfig({
  testDir: "./tests",
  outputDir: "../test-results/e2e",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  // MOBEX_E2E_WORKERS=1 runs the two streams one after the other, e.g. on a machine busy with more.
  workers: Number(process.env.MOBEX_E2E_WORKERS ?? 2),
  projects: [
    { name: "shared-server", testIgnore: WORKER_SERVER_SPECS, workers: 1 },
    { name: WORKER_SERVER_PROJECT, testMatch: WORKER_SERVER_SPECS, workers: 1 },
  ],
  retries: 0,
  forbidOnly: process.env.CI === "true",
  // Measurements (tagged @measure: rounds of calls that print their timings) run when asked, with
  // MOBEX_MEASURE=1; `npm test` keeps to the tests.
  grepInvert: process.env.MOBEX_MEASURE === "1" ? undefined : /@measure/,
  reporter: "list",
  timeout: 90_000,
  globalTimeout: 22 * 60_000,
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
