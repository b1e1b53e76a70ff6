import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { TOKEN_REQUESTS_PER_ADDRESS } from "../../domain/auth/auth-rate-limits";
import { exchange, requestToken } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

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

  it("allows 20 wrong tokens per e-mail in 15 minutes, then 429 even for the right one", async () => {
    await requestToken(t.app, "alice@example.com");
    for (let i = 0; i < 20; i += 1) {
      expect([401, 404]).toContain((await exchange(t.app, "alice@example.com", "999999")).status);
    }
    const blocked = await exchange(t.app, "alice@example.com", "999999");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await exchange(t.app, "alice@example.com", "999999")).status).not.toBe(429);
  });

  it("allows 60 failed exchanges per client address in 15 minutes, whatever the e-mails", async () => {
    for (let i = 0; i < 60; i += 1) {
      expect((await exchange(t.app, `nobody${i}@example.com`, "123456", "198.51.100.9")).status).toBe(404);
    }
    expect((await exchange(t.app, "alice@example.com", "123456", "198.51.100.9")).status).toBe(429);
    expect((await exchange(t.app, "alice@example.com", "123456", "198.51.100.10")).status).not.toBe(429);
  });
});
