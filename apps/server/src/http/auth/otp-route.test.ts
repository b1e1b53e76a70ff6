import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { latestMailedToken, mailCount, requestToken } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("requesting a one-time token (otp/get)", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("e-mails a 6-digit token and tells the client it may ask again in 60 s", async () => {
    const answer = await requestToken(t.app, "alice@example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "success",
      responses: [{ code: 200 }],
      data: { sent: true, retry_after_seconds: 60 },
    });
    expect(await latestMailedToken(t.app, "alice@example.com")).toMatch(/^\d{6}$/);
  });

  it("sends nothing new inside the 60 s window and says how long is left", async () => {
    await requestToken(t.app, "alice@example.com");
    t.clock.advance(15_000);
    const answer = await requestToken(t.app, "Alice@Example.com");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ sent: false, retry_after_seconds: 45 });
    expect(await mailCount(t.app, "alice@example.com")).toBe(1);
  });

  it("sends a new token once the 60 s window has passed", async () => {
    await requestToken(t.app, "alice@example.com");
    const first = await latestMailedToken(t.app, "alice@example.com");
    t.clock.advance(60_000);
    expect((await requestToken(t.app, "alice@example.com")).body.data).toEqual({
      sent: true,
      retry_after_seconds: 60,
    });
    expect(await mailCount(t.app, "alice@example.com")).toBe(2);
    expect(await latestMailedToken(t.app, "alice@example.com")).not.toBeNull();
    expect(first).not.toBeNull();
  });

  it("answers 403 and sends no mail for an unlicensed address", async () => {
    const answer = await requestToken(t.app, "nolicence@example.com");
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: "error", responses: [errorCatalogue.unlicensed], data: null });
    expect(await mailCount(t.app, "nolicence@example.com")).toBe(0);
  });

  it("answers 403 and sends no mail for an unknown address", async () => {
    const answer = await requestToken(t.app, "nobody@example.com");
    expect(answer.status).toBe(403);
    expect(answer.body.responses[0]).toEqual(errorCatalogue.unlicensed);
    expect(await mailCount(t.app, "nobody@example.com")).toBe(0);
  });

  it("answers 400 naming the field for a malformed e-mail", async () => {
    const answer = await requestToken(t.app, "alice@");
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]).toEqual({ code: 400, message: "email must be a valid e-mail address" });
  });

  it("serves the path with and without the trailing slash", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/json/webrtc/mobex/otp/get?email=bob@example.com&type=web",
    });
    expect(response.statusCode).toBe(200);
  });
});
