import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { exchange, mailCount, postApi, signIn, type Answer } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const PROFILE_URL = "/webrtc/api/";
const expired = { status: "error", responses: [errorCatalogue.jweTokenExpired], data: null };

/** Envelope 407 on HTTP 401 with RFC 6750's challenge: browsers refuse a wire 407 (ARCHITECTURE.md). */
function expectExpired(answer: Answer): void {
  expect(answer.status).toBe(401);
  expect(answer.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
  expect(answer.body).toEqual(expired);
}

describe("the authentication of POST API calls", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("lets a fresh JWE through", async () => {
    const { jwetoken } = await signIn(t.app, "alice@example.com");
    expect((await postApi(t.app, PROFILE_URL, { token: jwetoken })).status).toBe(200);
  });

  it("answers envelope 407 JWE Token Expired on HTTP 401 to a garbage token", async () => {
    expectExpired(await postApi(t.app, PROFILE_URL, { token: "not-a-jwe" }));
  });

  it("answers 407 to a JWE made with another secret", async () => {
    const other = await createTestApp({ tokenSecret: "a-completely-different-token-secret" });
    try {
      const { jwetoken } = await signIn(other.app, "alice@example.com");
      expectExpired(await postApi(t.app, PROFILE_URL, { token: jwetoken }));
    } finally {
      await other.close();
    }
  });

  it("answers 407 on HTTP 401 once the JWE has expired, and renewal brings it back", async () => {
    const { jwetoken, otp } = await signIn(t.app, "alice@example.com");
    t.clock.advance(3600_000);
    expectExpired(await postApi(t.app, PROFILE_URL, { token: jwetoken }));
    const renewal = await exchange(t.app, "alice@example.com", otp);
    const fresh = (renewal.body.data as { jwetoken: string }).jwetoken;
    expect((await postApi(t.app, PROFILE_URL, { token: fresh })).status).toBe(200);
  });

  it("answers 400 naming the token when there is none", async () => {
    const answer = await postApi(t.app, PROFILE_URL, { name: "400011001" });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toMatch(/^token/);
  });

  it("revokes the device on logout: its JWE answers 407 and its renewal secret 404", async () => {
    const { jwetoken, otp } = await signIn(t.app, "alice@example.com");
    const logout = await postApi(t.app, "/webrtc/mobex/logout/", { token: jwetoken });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({
      status: "success",
      responses: [{ code: 200, message: "Logged out" }],
      data: null,
    });
    expectExpired(await postApi(t.app, PROFILE_URL, { token: jwetoken }));
    const renewal = await exchange(t.app, "alice@example.com", otp);
    expect(renewal.status).toBe(404);
    // A revoked device secret mails nothing: the client signs out (spec 1 §4).
    expect(renewal.body.data).toEqual({ new_token_sent: false });
    expect(await mailCount(t.app, "alice@example.com")).toBe(1);
  });

  it("keeps other devices signed in when one logs out", async () => {
    const first = await signIn(t.app, "alice@example.com");
    t.clock.advance(60_000);
    const second = await signIn(t.app, "alice@example.com");
    await postApi(t.app, "/webrtc/mobex/logout/", { token: first.jwetoken });
    expect((await postApi(t.app, PROFILE_URL, { token: second.jwetoken })).status).toBe(200);
    expect((await exchange(t.app, "alice@example.com", second.otp)).status).toBe(200);
  });

  it("answers 407 once the user has been removed", async () => {
    const { jwetoken } = await signIn(t.app, "bob@example.com");
    await t.app.services.admin.execute({ command: "user.remove", email: "bob@example.com" });
    expectExpired(await postApi(t.app, PROFILE_URL, { token: jwetoken }));
  });
});
