import { createHmac } from "node:crypto";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { accessTokenClaimsSchema } from "@mobex/contracts/auth";
import { errorCatalogue } from "@mobex/contracts/errors";
import { deviceSessions } from "../../db/schema";
import { deriveAuthKeys, hashSecret } from "../../domain/auth/auth-keys";
import {
  PROVISIONING_URL,
  exchange,
  getApi,
  latestMailedToken,
  mailCount,
  requestToken,
  signIn,
} from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ALICE = "alice@example.com";
const DAY_MS = 86_400_000;

/** A 6-digit token that is not `token`. */
const wrong = (token: string) => (token === "000000" ? "111111" : "000000");
/** spec 1 §4 "On 404 without a pending token request a new token is requested" — by the client. */
const noPendingToken = {
  status: "error",
  responses: [errorCatalogue.sessionUnknown],
  data: { new_token_sent: false },
};

describe("exchanging a one-time token (provisioning/get)", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  async function mailedToken(email = ALICE): Promise<string> {
    await requestToken(t.app, email);
    const token = await latestMailedToken(t.app, email);
    if (!token) throw new Error("no token mailed");
    return token;
  }

  it("exchanges the mailed token for a JWE and an access token with exactly the documented claims", async () => {
    const otp = await mailedToken();
    const answer = await exchange(t.app, ALICE, otp);
    expect(answer.status).toBe(200);
    const data = answer.body.data as { jwetoken: string; token: string };
    expect(data.jwetoken.split(".")).toHaveLength(5);
    const claims = z.strictObject(accessTokenClaimsSchema.shape).parse(decodeJwt(data.token));
    const nowSeconds = t.clock.now() / 1000;
    expect(claims.exp).toBe(nowSeconds + 3600);
    // SIP/XMPP/TURN credentials outlive the access token by the refresh margin only, and name the device.
    expect(claims.username).toMatch(new RegExp(`^${nowSeconds + 3600 + 300}:400011001:[0-9a-f-]{36}$`));
    expect(claims.password).toBe(
      createHmac("sha1", t.config.sipSecret).update(claims.username).digest("base64"),
    );
    expect(claims).toMatchObject({ host: "mobex.local", phone: "400011001", video_support: "1" });
  });

  it("signs in by mobile number as well as by e-mail", async () => {
    const otp = await mailedToken();
    const answer = await getApi(t.app, PROVISIONING_URL, { mobile: "400011001", otp, type: "web" });
    expect(answer.status).toBe(200);
  });

  it("answers Wrong token! inside 60 s of the last token and the right token still works", async () => {
    const otp = await mailedToken();
    t.clock.advance(20_000);
    const answer = await exchange(t.app, ALICE, wrong(otp));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: "error", responses: [errorCatalogue.wrongToken], data: null });
    expect(await mailCount(t.app, ALICE)).toBe(1);
    expect((await exchange(t.app, ALICE, otp)).status).toBe(200);
  });

  it("ends a token after five wrong attempts, and mails nothing for them", async () => {
    const otp = await mailedToken();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await exchange(t.app, ALICE, wrong(otp))).status).toBe(401);
    }
    const answer = await exchange(t.app, ALICE, otp);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(noPendingToken);
    expect(await mailCount(t.app, ALICE)).toBe(1);
  });

  it("compares at most five of twenty concurrent wrong guesses, and the right token then fails", async () => {
    const otp = await mailedToken();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => exchange(t.app, ALICE, wrong(otp).replace(/..$/, String(10 + i)))),
    );
    expect(guesses.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(guesses.every((answer) => [401, 404, 429].includes(answer.status))).toBe(true);
    expect((await exchange(t.app, ALICE, otp)).status).not.toBe(200);
    expect(await mailCount(t.app, ALICE)).toBe(1);
  });

  it("mails nothing for a wrong token after the 60 s window: the client asks otp/get, and the new one works", async () => {
    const otp = await mailedToken();
    t.clock.advance(61_000);
    const answer = await exchange(t.app, ALICE, wrong(otp));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(noPendingToken);
    expect(await mailCount(t.app, ALICE)).toBe(1);
    await requestToken(t.app, ALICE);
    expect(await mailCount(t.app, ALICE)).toBe(2);
    const fresh = await latestMailedToken(t.app, ALICE);
    expect((await exchange(t.app, ALICE, fresh!)).status).toBe(200);
  });

  it("does not accept a token after its 10 minutes", async () => {
    const otp = await mailedToken();
    t.clock.advance(10 * 60_000);
    expect((await exchange(t.app, ALICE, otp)).status).toBe(404);
  });

  it("answers a 256-bit device secret for the mailed token, which is spent", async () => {
    const otp = await mailedToken();
    const answer = await exchange(t.app, ALICE, otp);
    const data = answer.body.data as { device_secret?: string };
    expect(data.device_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(data.device_secret!, "base64url")).toHaveLength(32);
    // Only its HMAC is stored.
    const stored = await t.app.services.database.db.select().from(deviceSessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secretHash).not.toContain(data.device_secret!);
    expect(stored[0]?.secretHash).toBe(
      hashSecret(deriveAuthKeys(t.config.tokenSecret), stored[0]!.userId, data.device_secret!),
    );
    expect((await exchange(t.app, ALICE, data.device_secret!)).status).toBe(200);
    const again = await exchange(t.app, ALICE, otp);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(noPendingToken);
  });

  it("answers 404 without mail to an unknown device secret", async () => {
    await signIn(t.app, ALICE);
    const answer = await exchange(t.app, ALICE, "A".repeat(43));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(noPendingToken);
    expect(await mailCount(t.app, ALICE)).toBe(1);
  });

  it("renews with the device secret, sliding its expiry each time", async () => {
    const { otp } = await signIn(t.app, ALICE);
    t.clock.advance(20 * DAY_MS);
    expect((await exchange(t.app, ALICE, otp)).status).toBe(200);
    t.clock.advance(20 * DAY_MS);
    const renewal = await exchange(t.app, ALICE, otp);
    expect(renewal.status).toBe(200);
    // The device keeps its secret: a renewal answers the tokens only.
    expect(Object.keys(renewal.body.data as object).sort()).toEqual(["jwetoken", "token"]);
  });

  it("asks for re-authorisation and e-mails a token when the device secret has aged out", async () => {
    const { otp } = await signIn(t.app, ALICE);
    t.clock.advance(31 * DAY_MS);
    const answer = await exchange(t.app, ALICE, otp);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      status: "error",
      responses: [errorCatalogue.reauthNewTokenSent],
      data: { new_token_sent: true, reauth: true },
    });
    expect(await mailCount(t.app, ALICE)).toBe(2);
    expect((await exchange(t.app, ALICE, otp)).status).toBe(401);
    expect(await mailCount(t.app, ALICE)).toBe(2);
    const fresh = await latestMailedToken(t.app, ALICE);
    expect((await exchange(t.app, ALICE, fresh!)).status).toBe(200);
  });

  it("answers 404 without mail for an unknown or unlicensed user", async () => {
    for (const email of ["nobody@example.com", "nolicence@example.com"]) {
      const answer = await exchange(t.app, email, "123456");
      expect(answer.status).toBe(404);
      expect(answer.body.data).toEqual({ new_token_sent: false });
      expect(await mailCount(t.app, email)).toBe(0);
    }
  });

  it("answers 400 naming the field when the token is too short or the e-mail missing", async () => {
    const short = await getApi(t.app, PROVISIONING_URL, { email: ALICE, otp: "123" });
    expect(short.status).toBe(400);
    expect(short.body.responses[0]?.message).toBe("otp must have at least 6 characters");
    const missing = await getApi(t.app, PROVISIONING_URL, { otp: "123456" });
    expect(missing.status).toBe(400);
    expect(missing.body.responses[0]?.message).toBe("email or mobile is required");
  });
});
