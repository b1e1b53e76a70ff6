// A fresh Mobex server for one end-to-end run: its own port, its own data directory, the dev mail
// transport (tests read tokens from /dev/mail.json), and nothing inherited that points elsewhere.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ENTRY = join(ROOT, "apps/server/dist/main.js");
const ADMIN_ENTRY = join(ROOT, "apps/server/dist/admin.js");
export const SERVER_LOG = join(ROOT, "test-results/e2e-server.log");
// A state wait (the health poll), so a long budget costs nothing when the server is quick: PGlite's
// migration and seeding take 30 s and more on a 2-core machine that runs other suites too.
const STARTUP_TIMEOUT_MS = 180_000;
const HEALTH_POLL_MS = 250;
const STOP_TIMEOUT_MS = 10_000;

// Settings that would point the test server at real data or a real mail relay, or drop the demo users.
const CLEARED_VARIABLES = [
  "DATABASE_URL",
  "SMTP_URL",
  "TLS_CERT",
  "TLS_KEY",
  "WEB_DIST",
  "TRUST_PROXY",
  "SEED_DEMO",
];

export interface TestServer {
  url: string;
  /** Runs the admin CLI against this server (`npm run admin -- …`), e.g. to rename a demo user; its output. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** How long the e2e servers let a video offer ring. */
export const E2E_VIDEO_RING_SECONDS = 25;

export interface TestServerOptions {
  /** Settings of this server only, e.g. a short ACCESS_TOKEN_TTL_SECONDS for a spec of its own. */
  readonly env?: Readonly<Record<string, string>>;
  /** A spec's own server logs to test-results/e2e-server-<name>.log, apart from the run's server. */
  readonly name?: string;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: build first (npm run build)`);
  const logPath =
    options.name === undefined ? SERVER_LOG : join(ROOT, `test-results/e2e-server-${options.name}.log`);
  const dataDir = await mkdtemp(join(tmpdir(), "mobex-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // A video offer nobody answers rings out after this, not the spec's 60 s (video-no-answer.spec).
    VIDEO_RING_SECONDS: String(E2E_VIDEO_RING_SECONDS),
    // Calls ring out, refuse and fail as the call specs expect; a voicemail spec turns it on per user
    // (configs/update "voicemail", e2e/support/voicemail.ts) with a short no-answer time of its own.
    VOICEMAIL_ENABLED: "false",
  };
  for (const name of CLEARED_VARIABLES) delete env[name];
  Object.assign(env, options.env);

  mkdirSync(dirname(logPath), { recursive: true });
  const log = openSync(logPath, "w");
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env, stdio: ["ignore", log, log] });
  // If the runner dies without teardown, the server must not outlive it.
  const killOnExit = (): void => void child.kill("SIGKILL");
  process.on("exit", killOnExit);

  const stop = async (): Promise<void> => {
    process.off("exit", killOnExit);
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const admin = async (...args: string[]): Promise<string> => {
    const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_ENTRY, ...args], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir },
    });
    return stdout;
  };
  try {
    await waitUntilHealthy(url, child, logPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, admin, stop };
}

async function waitUntilHealthy(url: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw startupError(
        `the server exited (${child.signalCode ?? child.exitCode}) before /healthz answered`,
        logPath,
      );
    }
    if (await isHealthy(url)) return;
    await new Promise((done) => setTimeout(done, HEALTH_POLL_MS));
  }
  throw startupError(`${url}/healthz did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`, logPath);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    if (!answer.ok) return false;
    await answer.json();
    return true;
  } catch {
    return false;
  }
}

function startupError(reason: string, logPath: string): Error {
  const tail = readFileSync(logPath, "utf8").split("\n").slice(-40).join("\n");
  return new Error(`e2e: ${reason}.\nLast lines of ${logPath}:\n${tail}`);
}

/** SIGTERM for a graceful shutdown, SIGKILL if it does not come within STOP_TIMEOUT_MS. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    child.kill("SIGTERM");
  });
}
