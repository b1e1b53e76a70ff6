// Child-process helpers shared by the scripts: run to completion, or supervise a long-lived child.
import { spawn } from "node:child_process";
import { constants } from "node:os";

/** Runs a command with inherited stdio; resolves on exit 0, rejects with its exit code otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(" ")} failed`), {
            exitCode: exitCodeOf(code, signal),
          }),
        );
    });
  });
}

/** Shell convention: a child killed by a signal counts as 128 + the signal number. */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + (constants.signals[signal] ?? 1);
}

/** Signals a child, or its whole process group when it leads one (helpers it spawned included). */
export function signalChild(child, signal, ownGroup) {
  try {
    if (ownGroup) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone: nothing to stop.
  }
}

/**
 * Runs a long-lived child and exits this process with its code, forwarding termination signals.
 *
 * With `ownGroup` (servers) the child gets its own process group, so a terminal Ctrl-C reaches it
 * exactly once — through us — instead of twice (terminal plus forward), which would turn a graceful
 * shutdown into a forced one. Without it (interactive CLIs, which must stay in the terminal's
 * foreground group to read input) the terminal delivers SIGINT itself and we only forward the rest.
 */
export function supervise(command, args, { ownGroup = true, ...options } = {}) {
  const child = spawn(command, args, { stdio: "inherit", detached: ownGroup, ...options });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) signalChild(child, signal, ownGroup);
  };
  const signals = ownGroup ? ["SIGINT", "SIGTERM", "SIGHUP"] : ["SIGTERM", "SIGHUP"];
  for (const signal of signals) process.on(signal, forward);
  if (!ownGroup) process.on("SIGINT", () => {});
  // If we die for any other reason, do not leave the child running on its own.
  process.on("exit", () => forward("SIGTERM"));
  child.on("error", (error) => {
    console.error(error.message);
    process.exit(127);
  });
  child.on("exit", (code, signal) => process.exit(exitCodeOf(code, signal)));
  return child;
}
