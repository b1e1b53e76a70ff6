import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import type { BenchAccount } from "./bench-phone";

type AdminEndpoint = { port: number; secret: string; protocol?: "http" | "https"; host?: string };
type AdminAnswer = { status: number; message: string };

/** The bench users: phone = prefix + extension, extensions from 1000 up. */
export function benchPhones(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${1000 + i}`);
}

/** SIP_SECRET as the server keeps it when it generated one (DATA_DIR/secrets.json). */
export function readSipSecret(dataDir: string): string {
  const secrets = JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")) as { sipSecret?: unknown };
  if (typeof secrets.sipSecret !== "string") throw new Error(`${dataDir}/secrets.json has no sipSecret`);
  return secrets.sipSecret;
}

/** Ephemeral credentials as the server issues them (Kamailio auth_ephemeral, TURN REST API §2.2). */
export function benchAccount(secret: string, phone: string, nowMs = Date.now()): BenchAccount {
  const username = `${Math.floor(nowMs / 1000) + 24 * 3600}:${phone}`;
  return { phone, username, password: createHmac("sha1", secret).update(username).digest("base64") };
}

/**
 * Adds the bench tenant and its users through the running server's admin endpoint (the way
 * `npm run admin` reaches a server that owns DATA_DIR); what exists already is kept. `features`
 * (user-features.ts) are given to each new user: the XMPP bench's users need chat_support.
 */
export async function provision(
  dataDir: string,
  prefix: string,
  phones: readonly string[],
  features: readonly string[] = [],
): Promise<void> {
  const endpoint = JSON.parse(readFileSync(join(dataDir, "admin.json"), "utf8")) as AdminEndpoint;
  const admin = (command: Record<string, unknown>) => adminCall(endpoint, command);
  const acceptExisting = (answer: AdminAnswer, what: string) => {
    if (answer.status !== 200 && !/already exists/.test(answer.message)) {
      throw new Error(`provisioning ${what} failed: ${answer.status} ${answer.message}`);
    }
  };
  acceptExisting(await admin({ command: "tenant.add", name: "SIP bench", prefix }), `tenant ${prefix}`);
  const queue = [...phones];
  const worker = async () => {
    for (let phone = queue.shift(); phone !== undefined; phone = queue.shift()) {
      const extension = phone.slice(5);
      const email = `bench${phone}@bench.mobex.invalid`;
      const answer = await admin({
        command: "user.add",
        tenant: prefix,
        extension,
        email,
        name: `Bench ${extension}`,
        ...(features.length === 0 ? {} : { features }),
      });
      acceptExisting(answer, `user ${phone}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function adminCall(endpoint: AdminEndpoint, command: Record<string, unknown>): Promise<AdminAnswer> {
  const body = JSON.stringify(command);
  const request = endpoint.protocol === "https" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: endpoint.host ?? "127.0.0.1",
        port: endpoint.port,
        method: "POST",
        path: "/internal/admin",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-mobex-admin-secret": endpoint.secret,
        },
        rejectUnauthorized: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const parsed = JSON.parse(text) as { responses?: Array<{ code: number; message: string }> };
          const first = parsed.responses?.[0];
          resolve({ status: first?.code ?? response.statusCode ?? 0, message: first?.message ?? "" });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
