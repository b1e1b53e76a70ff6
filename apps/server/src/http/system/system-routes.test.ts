import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "@mobex/contracts/system";
import { APP_VERSION } from "@mobex/contracts/version";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("system endpoints on a freshly migrated and seeded database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports health with the planes that run and the database kind", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health).toMatchObject({
      status: "ok",
      version: APP_VERSION,
      planes: { sip: "up", xmpp: "up", sfu: "up" },
      database: process.env.MOBEX_TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("serves the running version as uncached plain text", async () => {
    const response = await t.app.inject({ method: "GET", url: "/version.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(APP_VERSION);
  });

  it("seeded both demo tenants and their users", async () => {
    const result = await t.app.services.admin.execute({ command: "tenant.list" });
    expect(result).toEqual({
      kind: "tenants",
      tenants: [
        { prefix: "40001", name: "Example Ltd", users: 9 },
        { prefix: "40002", name: "Globex", users: 2 },
      ],
    });
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    const response = await t.app.inject({ method: "POST", url: "/webrtc/mobex/nothing-here/", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: "error",
      responses: [{ code: 404, message: "Not found" }],
      data: null,
    });
  });
});
