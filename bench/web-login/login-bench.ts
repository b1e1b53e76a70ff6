// `npm run bench:login [-- --runs 5 --url http://127.0.0.1:8080]`: signing in, in headless Chromium
// (Debian's /usr/bin/chromium), against a Mobex server — a fresh one on a free port unless --url
// names one (built first: `node scripts/build.mjs`; with --url the server must use the dev mailbox).
// Prints, as medians over the runs, the time from the token's last digit to the welcome screen, to
// a home screen whose dialpad takes a number and to "Ready for calls", with normal and with reduced
// motion; and the bytes on the wire (HTTP cache off) for the login page and for login + home.
// Figures only, no asserts (ARCHITECTURE.md, Tests).
import { type Browser, chromium } from "@playwright/test";
import { requestTokenOnLoginScreen } from "../../e2e/support/sign-in";
import { startTestServer } from "../../e2e/support/test-server";
import {
  kilobytes,
  recordWireBytes,
  scriptPaths,
  totalBytes,
  type WireRequest,
} from "../../e2e/support/wire-bytes";
import { ms, percentile } from "../sip/stats";
import { installSignInProbe, type SignInStamps } from "./sign-in-probe";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const RUNS = Math.max(1, Number(option("runs") ?? 5));
// --files: each script of the first run with its bytes on the wire, to see where a budget goes.
const LIST_FILES = process.argv.includes("--files");
// Licensed demo users (README); each run signs in a different one, so that no run meets the
// 60 s re-request window or the per-e-mail token bound of the run before.
const USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "henry"].map(
  (name) => `${name}@example.com`,
);

interface RunFigures {
  readonly loginScriptList: readonly WireRequest[];
  readonly homeScriptList: readonly WireRequest[];
  readonly loginBytes: number;
  readonly loginScripts: number;
  readonly totalBytes: number;
  readonly totalScripts: number;
  readonly welcomeMs: number;
  readonly homeMs: number;
  readonly readyMs: number;
}

async function signInOnce(
  browser: Browser,
  url: string,
  email: string,
  reducedMotion: "reduce" | "no-preference",
): Promise<RunFigures> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1440, height: 900 },
    reducedMotion,
  });
  try {
    const page = await context.newPage();
    // tsx names its functions with an __name helper the page does not have.
    await page.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
    await page.addInitScript(installSignInProbe);
    const wire = await recordWireBytes(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Request Token" }).waitFor();
    await wire.settled();
    const login = [...wire.finished];

    const token = await requestTokenOnLoginScreen(page, email);
    await page.getByLabel("Token", { exact: true }).pressSequentially(token);
    await page.waitForFunction(
      () => (window as unknown as { signInStamps: SignInStamps }).signInStamps.readyMs !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    await wire.settled();
    const stamps = await page.evaluate(
      () => (window as unknown as { signInStamps: SignInStamps }).signInStamps,
    );
    const since = (stamp: number | undefined) => (stamp ?? Number.NaN) - (stamps.lastKeyMs ?? Number.NaN);
    const scriptsOf = (requests: readonly WireRequest[]) => requests.filter((r) => r.url.endsWith(".js"));
    return {
      loginScriptList: scriptsOf(login),
      homeScriptList: scriptsOf(wire.finished.slice(login.length)),
      loginBytes: totalBytes(login),
      loginScripts: scriptPaths(login).length,
      totalBytes: totalBytes(wire.finished),
      totalScripts: scriptPaths(wire.finished).length,
      welcomeMs: since(stamps.welcomeMs),
      homeMs: since(stamps.homeMs),
      readyMs: since(stamps.readyMs),
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  return percentile(values, 50);
}

type Figure = { [K in keyof RunFigures]: RunFigures[K] extends number ? K : never }[keyof RunFigures];

function listFiles(heading: string, scripts: readonly WireRequest[]): void {
  console.log(`  ${heading}: ${kilobytes(totalBytes(scripts))} in ${scripts.length} scripts`);
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${kilobytes(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`);
}

function report(label: string, runs: RunFigures[]): void {
  const pick = (key: Figure) => median(runs.map((run) => run[key]));
  console.log(`${label} (median of ${runs.length}):`);
  const welcome = pick("welcomeMs");
  console.log(`  last digit → welcome screen   ${Number.isNaN(welcome) ? "none shown" : ms(welcome)}`);
  console.log(`  last digit → home, dialpad    ${ms(pick("homeMs"))}`);
  console.log(`  last digit → Ready for calls  ${ms(pick("readyMs"))}`);
  console.log(
    `  bytes on the wire: login page ${kilobytes(pick("loginBytes"))} (${pick("loginScripts")} scripts), ` +
      `login + home ${kilobytes(pick("totalBytes"))} (${pick("totalScripts")} scripts)`,
  );
  if (!LIST_FILES) return;
  listFiles("the login page's scripts", runs[0]!.loginScriptList);
  listFiles("scripts fetched from sign-in to Ready for calls", runs[0]!.homeScriptList);
}

async function main(): Promise<void> {
  const given = option("url");
  const server = given === undefined ? await startTestServer({ name: "login-bench" }) : null;
  const url = given ?? server!.url;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  });
  try {
    console.log(`login bench against ${url}, ${RUNS} runs per motion setting`);
    let user = 0;
    for (const motion of ["no-preference", "reduce"] as const) {
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await signInOnce(browser, url, USERS[user++ % USERS.length]!, motion));
      }
      report(motion === "reduce" ? "reduced motion" : "normal motion", runs);
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
