import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const html = { accept: "text/html,application/xhtml+xml" };

describe("serving the built web app", () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "mobex-web-"));
    const dist = join(web, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Mobex</title>");
    writeFileSync(join(dist, "assets", "index-Ab12Cd.js"), "console.log(1)");
    writeFileSync(join(dist, "logo.png"), "png");
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("serves index.html at / without caching it", async () => {
    const response = await t.app.inject({ url: "/", headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Mobex</title>");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("falls back to index.html for client-side routes", async () => {
    for (const url of ["/history", "/contacts", "/chat/1002", "/conference/room-1", "/login?plan=demo"]) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Mobex</title>");
    }
  });

  it("serves hashed assets as immutable and a missing asset as 404", async () => {
    const asset = await t.app.inject({ url: "/assets/index-Ab12Cd.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject({ url: "/assets/gone-Zz99.js" })).statusCode).toBe(404);
  });

  it("never answers API, socket or dev paths with the SPA", async () => {
    for (const url of ["/webrtc/mobex/unknown/", "/api/json/unknown", "/socket.io/", "/dev/nothing"]) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: "error", responses: [{ code: 404 }] });
    }
    expect((await t.app.inject({ method: "POST", url: "/history", payload: {} })).statusCode).toBe(404);
  });

  it("serves /logo.png from the build", async () => {
    const response = await t.app.inject({ url: "/logo.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.body).toBe("png");
  });

  it("sends the security headers with the app, its files and the API's answers, errors included", async () => {
    const answers = [
      await t.app.inject({ url: "/", headers: html }),
      await t.app.inject({ url: "/assets/index-Ab12Cd.js" }),
      await t.app.inject({ method: "POST", url: "/webrtc/api/", payload: {} }),
      await t.app.inject({ url: "/assets/gone-Zz99.js" }),
    ];
    for (const answer of answers) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["x-frame-options"]).toBeUndefined();
    }
    const policy = String(answers[0]?.headers["content-security-policy"]);
    const directives = new Map(
      policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("connect-src")).toEqual(["'self'", "ws://localhost:8080"]);
    expect(directives.get("frame-ancestors")).toEqual([
      "'self'",
      "https://teams.microsoft.com",
      "https://*.teams.microsoft.com",
      "https://*.cloud.microsoft",
      "https://*.skype.com",
    ]);
    expect(answers.every((answer) => answer.headers["content-security-policy"] === policy)).toBe(true);
  });

  it("answers a malformed JSON body with a 400 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/webrtc/api/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: "error", responses: [{ code: 400 }], data: null });
  });
});

describe("without a built web app", () => {
  it("serves /logo.png from the web app's public folder and nothing at /", async () => {
    const web = mkdtempSync(join(tmpdir(), "mobex-web-"));
    mkdirSync(join(web, "public"));
    writeFileSync(join(web, "public", "logo.png"), "public-png");
    const t = await createTestApp({ webDist: join(web, "dist") });
    try {
      expect((await t.app.inject({ url: "/logo.png" })).body).toBe("public-png");
      expect((await t.app.inject({ url: "/", headers: html })).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
