import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webPush from "web-push";
import { z } from "zod";

const secretsFileSchema = z.object({ tokenSecret: z.string().min(16), sipSecret: z.string().min(16) });
export type PersistedSecrets = z.infer<typeof secretsFileSchema>;

const vapidFileSchema = z.object({ publicKey: z.string().min(32), privateKey: z.string().min(32) });
/** The Web Push application server keys (RFC 8292), base64url as the browser's PushManager takes them. */
export type VapidKeys = z.infer<typeof vapidFileSchema>;

/**
 * DATA_DIR/<file> (mode 0600) as `schema` reads it, created with `create()` on first start. `wx`
 * fails if another process won the race; its file is then the one to use.
 */
function readOrCreate<T>(dataDir: string, file: string, schema: z.ZodType<T>, create: () => T): T {
  const path = join(dataDir, file);
  if (existsSync(path)) {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
    if (!parsed.success) throw new Error(`${path} is damaged; delete it to generate new secrets`);
    return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  try {
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return readOrCreate(dataDir, file, schema, create);
    throw error;
  }
  chmodSync(path, 0o600);
  return value;
}

/**
 * TOKEN_SECRET and SIP_SECRET default to random values generated on first start and kept in
 * DATA_DIR/secrets.json (mode 0600), so that tokens and SIP credentials survive a restart without
 * the newcomer having to invent secrets.
 */
export function readOrCreateSecrets(dataDir: string): PersistedSecrets {
  return readOrCreate(dataDir, "secrets.json", secretsFileSchema, () => ({
    tokenSecret: randomBytes(32).toString("base64url"),
    sipSecret: randomBytes(32).toString("base64url"),
  }));
}

/**
 * The chat notifications' VAPID keys, generated on first start and kept in DATA_DIR/vapid-keys.json
 * (mode 0600) beside secrets.json: browsers subscribed with the public key, so it must survive restarts.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  return readOrCreate(dataDir, "vapid-keys.json", vapidFileSchema, () => webPush.generateVAPIDKeys());
}
