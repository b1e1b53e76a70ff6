import { z } from "zod";
import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { readOrCreateSecrets } from "./persisted-secrets";

/** A bad environment: main prints it and exits with code 1 (config.ts). */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** TOKEN_SECRET/SIP_SECRET from DATA_DIR/secrets.json, generated on first start. */
export function persistedSecrets(dataDir: string) {
  try {
    return readOrCreateSecrets(dataDir);
  } catch (error) {
    throw new ConfigError(`invalid configuration:\n  TOKEN_SECRET/SIP_SECRET: ${(error as Error).message}`);
  }
}

export function readTls(
  certPath: string | undefined,
  keyPath: string | undefined,
  cwd: string,
): { cert: Buffer; key: Buffer } | null {
  if (!certPath && !keyPath) return null;
  if (!certPath || !keyPath)
    throw new ConfigError("invalid configuration:\n  TLS_CERT and TLS_KEY must be set together");
  const read = (name: string, path: string): Buffer => {
    try {
      return readFileSync(isAbsolute(path) ? path : resolve(cwd, path));
    } catch (error) {
      throw new ConfigError(
        `invalid configuration:\n  ${name}: cannot read ${path} (${(error as Error).message})`,
      );
    }
  };
  return { cert: read("TLS_CERT", certPath), key: read("TLS_KEY", keyPath) };
}

/** Fastify's trustProxy: a boolean, or the addresses/CIDRs of the proxies in front of us. */
export function parseTrustProxy(value: string): boolean | string[] {
  const normalised = value.trim().toLowerCase();
  if (normalised === "true" || normalised === "1") return true;
  if (normalised === "false" || normalised === "0") return false;
  return value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/** A comma-separated list variable (spaces around items ignored, empty by default), each item checked. */
export function commaList(item: RegExp, message: string) {
  return z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(item, message)));
}
