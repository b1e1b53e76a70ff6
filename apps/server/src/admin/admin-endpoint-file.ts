import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { z } from "zod";

/**
 * DATA_DIR/admin.json: present while a server owns the data directory. PGlite is single-process,
 * so the admin CLI must go through that server (POST /internal/admin) instead of opening the
 * database. Mode 0600: the secret is what lets a local process in.
 */
const adminEndpointSchema = z.object({
  port: z.number().int(),
  secret: z.string().min(16),
  protocol: z.enum(["http", "https"]).default("http"),
  host: z.string().default("127.0.0.1"),
  pid: z.number().int().optional(),
});
export type AdminEndpoint = z.infer<typeof adminEndpointSchema>;

const fileIn = (dataDir: string) => join(dataDir, "admin.json");

export function writeAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): void {
  const path = fileIn(dataDir);
  writeFileSync(path, `${JSON.stringify(endpoint, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** The endpoint of the server owning `dataDir`, or null when none says it runs. */
export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  const path = fileIn(dataDir);
  if (!existsSync(path)) return null;
  try {
    const parsed = adminEndpointSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    // Half-written or damaged: treat as absent; the server rewrites it at its next start.
    return null;
  }
}

/** Removes the file only if it is still ours (another server may have started since). */
export function removeAdminEndpoint(dataDir: string, secret: string): void {
  if (readAdminEndpoint(dataDir)?.secret === secret) rmSync(fileIn(dataDir), { force: true });
}

/** The address a local client uses to reach a server listening on `host`. */
export function loopbackHostFor(host: string): string {
  return ["0.0.0.0", "::", "", "localhost"].includes(host) ? "127.0.0.1" : host;
}

/** True when something accepts connections at the endpoint within `timeoutMs`. */
export function endpointAnswers(endpoint: AdminEndpoint, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: endpoint.host, port: endpoint.port });
    const finish = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
  });
}
