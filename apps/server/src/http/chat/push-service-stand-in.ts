import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

const tlsFile = (name: string) => readFileSync(new URL(`../../test-support/tls/${name}`, import.meta.url));
export const STAND_IN_CA = tlsFile("localhost-cert.pem");

export type PushDelivery = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** A browser's side of a subscription: the keys it would hand to PushManager's subscription. */
export type BrowserKeys = { ecdh: ECDH; auth: Buffer; json: { p256dh: string; auth: string } };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** What the browser reads from an aes128gcm Web Push message (RFC 8291 §3.4, RFC 8188 §2), one record. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}

/** A push service on https://localhost:<port>: records every delivery; answers `status` (201 by default). */
export async function pushServiceStandIn(): Promise<{
  server: Server;
  origin: string;
  host: string;
  deliveries: PushDelivery[];
  status: { code: number };
}> {
  const deliveries: PushDelivery[] = [];
  const status = { code: 201 };
  const server = createServer(
    { cert: STAND_IN_CA, key: tlsFile("localhost-key.pem") },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        deliveries.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(status.code).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `localhost:${(server.address() as AddressInfo).port}`;
  return { server, origin: `https://${host}`, host, deliveries, status };
}
