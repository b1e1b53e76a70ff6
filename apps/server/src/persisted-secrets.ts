import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

const secretsFileSchema = z.object({ tokenSecret: z.string().min(16), sipSecret: z.string().min(16) });
export type PersistedSecrets = z.infer<typeof secretsFileSchema>;

/**
 * TOKEN_SECRET and SIP_SECRET default to random values generated on first start and kept in
 * DATA_DIR/secrets.json (mode 0600), so that tokens and SIP credentials survive a restart without
 * the newcomer having to invent secrets.
 */
export function readOrCreateSecrets(dataDir: string): PersistedSecrets {
  const path = join(dataDir, "secrets.json");
  if (existsSync(path)) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    if (!parsed.success) throw new Error(`${path} is damaged; delete it to generate new secrets`);
    return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: PersistedSecrets = {
    tokenSecret: randomBytes(32).toString("base64url"),
    sipSecret: randomBytes(32).toString("base64url"),
  };
  // `wx` fails if another process won the race; its file is then the one to use.
  try {
    writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateSecrets(dataDir);
    throw error;
  }
  chmodSync(path, 0o600);
  return secrets;
}
