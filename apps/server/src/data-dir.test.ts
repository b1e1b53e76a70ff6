import { spawn } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readAdminEndpoint } from "./admin/admin-endpoint-file";
import { SERVER_PACKAGE_DIR } from "./config";

/** Every path under `root` (root included) whose mode lets group or others in, as "path 0644". */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.slice(root.length) || "/"} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

/**
 * `npm start` as it is: main.ts in its own process until it says it is ready; then `whileRunning`
 * gets its port, and SIGTERM stops it. Resolves with the exit code.
 */
function startAndStop(
  dataDir: string,
  whileRunning: (port: number) => Promise<void>,
): Promise<number | null> {
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_PACKAGE_DIR,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      WEB_DIST: join(dataDir, "no-web-dist"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let ready = false;
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready || !output.includes(" ready at ")) return;
      ready = true;
      const port = readAdminEndpoint(dataDir)?.port ?? 0;
      whileRunning(port)
        .catch(reject)
        .finally(() => server.kill("SIGTERM"));
    };
    server.stdout.on("data", collect);
    server.stderr.on("data", collect);
    server.on("error", reject);
    server.on("exit", (code) => (ready ? resolve(code) : reject(new Error(`never ready:\n${output}`))));
  });
}

/** Asks for a sign-in token: the dev mailbox creates its folder and files while the server runs. */
async function mailATokenTo(port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/json/webrtc/mobex/otp/get/?email=alice@example.com&type=web`;
  expect((await fetch(url)).status).toBe(200);
}

describe("the data directory", () => {
  const parent = mkdtempSync(join(tmpdir(), "mobex-data-dir-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("is created 0700 with nothing in it readable or writable by group or others", async () => {
    const dataDir = join(parent, "fresh", "var");
    expect(await startAndStop(dataDir, mailATokenTo)).toBe(0);
    expect(readdirSync(join(dataDir, "mail")).length).toBeGreaterThan(0);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, "db")).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it("takes an existing data directory that others could read back to its owner at start", async () => {
    const dataDir = join(parent, "existing");
    mkdirSync(join(dataDir, "mail"), { recursive: true });
    writeFileSync(join(dataDir, "mail", "old.json"), "{}");
    chmodSync(join(dataDir, "mail", "old.json"), 0o666);
    chmodSync(join(dataDir, "mail"), 0o777);
    chmodSync(dataDir, 0o755);
    expect(await startAndStop(dataDir, async () => {})).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
