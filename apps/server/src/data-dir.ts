import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * DATA_DIR holds the database, the token and SIP secrets, the admin secret and (dev) mails with
 * sign-in tokens: the server's user only (issue 8 §5). Files the process creates get 0600 and
 * folders 0700 once this umask is set, which main and the admin CLI do before anything else.
 */
export const OWNER_ONLY_UMASK = 0o077;

const GROUP_AND_OTHER = 0o077;

/** Creates DATA_DIR 0700, or takes an existing one (and all in it) back to its owner. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictToOwner(dataDir);
}

/**
 * Clears the group and other bits of `root` and everything under it. Needed even under the umask:
 * PGlite's file system (Emscripten NODEFS) writes its initdb files 0666 and its relation-cache
 * files (pg_internal.init) 0644 whatever the umask says. Symbolic links are neither followed nor
 * changed. Iterative, as the database holds about a thousand files in a few folders.
 */
export function restrictToOwner(root: string): void {
  restrict(root, statSync(root).mode);
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) continue;
      restrict(path, stats.mode);
      if (stats.isDirectory()) folders.push(path);
    }
  }
}

function restrict(path: string, mode: number): void {
  if ((mode & GROUP_AND_OTHER) !== 0) chmodSync(path, mode & 0o7700);
}
