import { createHash, createHmac, pbkdf2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { AuthHooks, SaslMechanism, SaslStep } from "./sasl-mechanism";

/**
 * RFC 5802 SCRAM-SHA-1 without channel binding (gs2 flag "n" or "y"; -PLUS is not offered). The
 * hooks give the account's password, so the salt is fresh per exchange; 4096 iterations is the
 * RFC's minimum (§5.1) and what clients expect.
 */
export const SCRAM_ITERATIONS = 4096;

// Off the event loop (libuv's pool): 4096 rounds are milliseconds, and a node restarting sees
// every client sign in again at once.
const derive = promisify(pbkdf2);
const hmac = (key: Buffer, data: string) => createHmac("sha1", key).update(data).digest();
const sha1 = (data: Buffer) => createHash("sha1").update(data).digest();

export function scramSha1Mechanism(hooks: AuthHooks, domain: string): SaslMechanism {
  type Pending = {
    clientFirstBare: string;
    serverFirst: string;
    nonce: string;
    tag: string;
    localpart: string;
    password: string;
  };
  let pending: Pending | undefined;
  let done = false;
  const fail = (condition: "not-authorized" | "malformed-request"): SaslStep => {
    done = true;
    return { kind: "failure", condition };
  };
  return {
    async step(message) {
      if (done) return fail("malformed-request");
      if (!pending) {
        const first = /^([ny]),(?:a=[^,]*)?,(n=([^,]*),r=([^,]+)(?:,.*)?)$/.exec(message);
        if (!first?.[2] || first[3] === undefined || !first[4]) return fail("malformed-request");
        const authcid = decodeSaslName(first[3]);
        if (authcid === null) return fail("malformed-request");
        const account = await hooks.credentialsOf(authcid, domain);
        if (!account) return fail("not-authorized");
        const nonce = first[4] + randomBytes(18).toString("base64");
        const salt = randomBytes(16).toString("base64");
        const serverFirst = `r=${nonce},s=${salt},i=${SCRAM_ITERATIONS}`;
        pending = { clientFirstBare: first[2], serverFirst, nonce, ...account, tag: account.tag ?? authcid };
        return { kind: "challenge", data: serverFirst };
      }
      const final = /^(c=([^,]*),r=([^,]*)(?:,.*)?),p=([^,]+)$/.exec(message);
      if (!final?.[1] || final[2] === undefined || final[4] === undefined) return fail("malformed-request");
      const { clientFirstBare, serverFirst, nonce, tag, localpart, password } = pending;
      if (final[3] !== nonce || !/^(biws|eSws)$/.test(final[2])) return fail("not-authorized");
      const salt = Buffer.from(/,s=([^,]+)/.exec(serverFirst)?.[1] ?? "", "base64");
      const salted = await derive(password.normalize("NFKC"), salt, SCRAM_ITERATIONS, 20, "sha1");
      const clientKey = hmac(salted, "Client Key");
      const authMessage = `${clientFirstBare},${serverFirst},${final[1]}`;
      const signature = hmac(sha1(clientKey), authMessage);
      const proof = Buffer.from(final[4], "base64");
      const expected = Buffer.alloc(clientKey.length);
      for (let i = 0; i < clientKey.length; i++) expected[i] = (clientKey[i] ?? 0) ^ (signature[i] ?? 0);
      done = true;
      if (proof.length !== expected.length || !timingSafeEqual(proof, expected))
        return fail("not-authorized");
      const serverSignature = hmac(hmac(salted, "Server Key"), authMessage).toString("base64");
      return { kind: "success", localpart, tag, data: `v=${serverSignature}` };
    },
  };
}

/** RFC 5802 §5.1: in a saslname "," is "=2C" and "=" is "=3D"; any other "=" is malformed. */
function decodeSaslName(name: string): string | null {
  if (/=(?!2C|3D)/.test(name)) return null;
  return name.replace(/=2C/g, ",").replace(/=3D/g, "=");
}
