import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi, postApi, signIn } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CUSTOMS = "/webrtc/mobex/customs/get/";

describe("logos (logo/get and customs/get)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the caller's tenant logos per theme mode", async () => {
    const { jwetoken } = await signIn(t.app, "alice@example.com");
    const answer = await postApi(t.app, "/webrtc/mobex/logo/get/", { token: jwetoken, platform: "web" });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ light: "/logo.png", dark: "/logo.png" });
  });

  it("falls back to /logo.png for a tenant without a reseller plan", async () => {
    const { jwetoken } = await signIn(t.app, "oscar@globex.example");
    const answer = await postApi(t.app, "/webrtc/mobex/logo/get/", { token: jwetoken, platform: "web" });
    expect(answer.body.data).toEqual({ light: "/logo.png", dark: "/logo.png" });
  });

  it("answers 407 to logo/get without a valid token", async () => {
    const answer = await postApi(t.app, "/webrtc/mobex/logo/get/", { token: "x", platform: "web" });
    expect(answer.body.responses[0]?.code).toBe(407);
  });

  it("answers a reseller plan's login logo without sign-in", async () => {
    const answer = await getApi(t.app, CUSTOMS, { planid: "demo", name: "title_image_url" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "success",
      responses: [{ code: 200, message: "OK" }],
      data: { value: "/logo.png" },
    });
  });

  it("answers 404 for an unknown plan and 400 naming the field for another custom name", async () => {
    expect((await getApi(t.app, CUSTOMS, { planid: "nope", name: "title_image_url" })).status).toBe(404);
    const other = await getApi(t.app, CUSTOMS, { planid: "demo", name: "favicon" });
    expect(other.status).toBe(400);
    expect(other.body.responses[0]?.message).toBe("name must be title_image_url");
  });
});
