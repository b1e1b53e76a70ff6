// `npm run dev`: the server under `tsx watch` (restarts on change) and the Vite dev server (hot
// reload, proxying API and WebSocket paths to the server) side by side; Ctrl-C stops both.
import { existsSync } from "node:fs";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureDeps, ROOT } from "./lib/ensure-deps.mjs";
import { exitCodeOf, signalChild } from "./lib/run.mjs";
import { say, shout } from "./lib/log.mjs";

const SERVER_PORT = process.env.PORT ?? "8080";
const WEB_PORT = "5173";

/** A workspace's own copy of a tool wins over the hoisted one (npm nests it on version conflicts). */
function bin(workspaceDir, name) {
  const local = join(ROOT, workspaceDir, "node_modules/.bin", name);
  return existsSync(local) ? local : join(ROOT, "node_modules/.bin", name);
}

/**
 * Each child leads its own process group so one signal stops it and everything it spawned, and
 * does not read the terminal (a background group reading it would be stopped by SIGTTIN).
 */
function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], detached: true, ...options });
  child.on("error", (error) => shout(`${name}: ${error.message}`));
  return { name, child };
}

async function main() {
  await ensureDeps();
  // apps/web/vite.config.ts proxies to MOBEX_BACKEND (default localhost:8080).
  const env = {
    PORT: SERVER_PORT,
    DATA_DIR: "./var",
    MOBEX_BACKEND: `http://localhost:${SERVER_PORT}`,
    // The SPA's pages come from Vite's port: /sip must let them in (apps/server config-sip.ts).
    SIP_ALLOWED_ORIGINS: `http://localhost:${WEB_PORT}`,
    ...process.env,
  };
  const processes = [
    start("server", bin("apps/server", "tsx"), ["watch", "apps/server/src/main.ts"], { cwd: ROOT, env }),
    start("web", bin("apps/web", "vite"), ["--port", WEB_PORT, "--strictPort"], {
      cwd: join(ROOT, "apps/web"),
      env,
    }),
  ];
  say(
    `dev: server on http://localhost:${SERVER_PORT}, web app on http://localhost:${WEB_PORT} (Ctrl-C stops both)`,
  );

  let exitCode = 0;
  let stopping = false;
  const running = () => processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const stopAll = (signal) => {
    stopping = true;
    for (const { child } of running()) signalChild(child, signal, true);
  };
  for (const { name, child } of processes) {
    child.on("exit", (code, signal) => {
      if (!stopping) {
        shout(`dev: ${name} exited (${signal ?? code}); stopping the rest`);
        exitCode = exitCodeOf(code, signal);
        stopAll("SIGTERM");
      }
      if (running().length === 0) process.exit(exitCode);
    });
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(signal));
  process.on("exit", () => stopAll("SIGKILL"));
}

main().catch((error) => {
  shout(error.message);
  process.exit(error.exitCode ?? 1);
});
