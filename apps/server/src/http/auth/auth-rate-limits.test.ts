import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { TOKEN_REQUESTS_PER_ADDRESS } from "../../domain/auth/auth-rate-limits";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { SignInFailureBudget } from "../../domain/auth/sign-in-failure-budget";
import {
  PROVISIONING_URL,
  exchange,
  getApi,
  latestMailedToken,
  requestToken,
  signIn,
} from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ALICE = "alice@example.com";
const OFFICE = "198.51.100.200";
const tooMany = { status: "error", responses: [errorCatalogue.tooManyAuthAttempts], data: null };

describe("brute-force limits on sign-in", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("allows 10 token requests per e-mail an hour, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await requestToken(t.app, "alice@example.com")).status).toBe(200);
      t.clock.advance(61_000);
    }
    const answer = await requestToken(t.app, "alice@example.com");
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(tooMany);
    expect(Number(answer.headers["retry-after"])).toBe(3600 - 10 * 61);
    expect((await requestToken(t.app, "bob@example.com")).status).toBe(200);
    t.clock.advance(Number(answer.headers["retry-after"]) * 1000);
    expect((await requestToken(t.app, "alice@example.com")).status).toBe(200);
  });

  it("allows 300 token requests per client address in 10 minutes, whatever the e-mails", async () => {
    expect(TOKEN_REQUESTS_PER_ADDRESS).toBe(300);
    for (let i = 0; i < TOKEN_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await requestToken(t.app, `nobody${i}@example.com`, "198.51.100.1")).status).toBe(403);
    }
    expect((await requestToken(t.app, "alice@example.com", "198.51.100.1")).status).toBe(429);
    expect((await requestToken(t.app, "alice@example.com", "198.51.100.2")).status).toBe(200);
  });

  it("allows 10 wrong tokens per account an hour, counted for e-mail and mobile alike, then 429 even for the right one", async () => {
    await requestToken(t.app, ALICE);
    const token = (await latestMailedToken(t.app, ALICE))!;
    const wrong = token === "000000" ? "111111" : "000000";
    for (let i = 0; i < 10; i += 1) {
      // A fresh token every fifth guess, so that the account's bound is met before a token's five.
      if (i === 5) {
        t.clock.advance(61_000);
        await requestToken(t.app, ALICE);
      }
      const answer =
        i % 2 === 0
          ? await exchange(t.app, ALICE, wrong, `198.51.100.${i}`)
          : await getApi(t.app, PROVISIONING_URL, { mobile: "400011001", otp: wrong }, `198.51.100.${i}`);
      expect([401, 404]).toContain(answer.status);
    }
    t.clock.advance(61_000);
    await requestToken(t.app, ALICE);
    const blocked = await exchange(t.app, ALICE, (await latestMailedToken(t.app, ALICE))!, "198.51.100.77");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(tooMany);
    expect(Number(blocked.headers["retry-after"])).toBe(3600 - 122);
    t.clock.advance(3600_000);
    expect((await exchange(t.app, ALICE, wrong, "198.51.100.78")).status).not.toBe(429);
  });

  it("keeps the account's failures in the database, so another process sees them", async () => {
    const [alice] = await t.app.services.database.db.select().from(users).where(eq(users.email, ALICE));
    const now = new Date(t.clock.now());
    const first = new SignInFailureBudget(t.app.services.database.db, 3, 60_000);
    for (let i = 0; i < 3; i += 1) expect((await first.claim(alice!.id, now)).granted).toBe(true);
    const restarted = new SignInFailureBudget(t.app.services.database.db, 3, 60_000);
    expect(await restarted.claim(alice!.id, now)).toEqual({ granted: false, retryAfterSeconds: 60 });
  });

  it("renews a valid device secret however many guesses the account and the address have failed", async () => {
    const { otp: deviceSecret } = await signIn(t.app, ALICE);
    await requestToken(t.app, ALICE);
    for (let i = 0; i < 60; i += 1) await exchange(t.app, `nobody${i}@example.com`, "123456", OFFICE);
    for (let i = 0; i < 12; i += 1) await exchange(t.app, ALICE, "999999", `198.51.100.${i}`);
    expect((await exchange(t.app, ALICE, "999999", OFFICE)).status).toBe(429);
    expect((await exchange(t.app, ALICE, "999999", "198.51.100.99")).status).toBe(429);
    const renewal = await exchange(t.app, ALICE, deviceSecret, OFFICE);
    expect(renewal.status).toBe(200);
  });

  it("allows 60 failed exchanges per client address in 15 minutes, whatever the e-mails", async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await exchange(t.app, `nobody${i}@example.com`, "123456", "198.51.100.9")).status).toBe(404);
    }
    expect((await exchange(t.app, ALICE, "123456", "198.51.100.9")).status).toBe(429);
    expect((await exchange(t.app, ALICE, "123456", "198.51.100.10")).status).not.toBe(429);
  });
});
