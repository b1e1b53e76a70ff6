import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const html = { accept: "text/html,application/xhtml+xml" };
const SCRIPT = "console.log(1)";
const PAGE = "<!doctype html><title>Mobex</title>";

/** A file of the fake build with the Brotli and gzip variants the web build writes beside it. */
function writeWithVariants(path: string, body: string): void {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

describe("serving the built web app", () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "mobex-web-"));
    const dist = join(web, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeWithVariants(join(dist, "index.html"), PAGE);
    writeWithVariants(join(dist, "assets", "index-Ab12Cd.js"), SCRIPT);
    writeWithVariants(join(dist, "favicon.svg"), "<svg/>");
    writeFileSync(join(dist, "mobex-sw.mjs"), "self.onpush = null;");
    writeFileSync(join(dist, "logo.png"), "png");
    writeFileSync(join(web, "secret.txt"), "outside the build");
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

  it("sends the Brotli variant to a browser that takes it, and says that the answer varies", async () => {
    const asset = await t.app.inject({
      url: "/assets/index-Ab12Cd.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asset.headers.vary).toContain("accept-encoding");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a client that takes gzip only, and the file itself to one that takes neither", async () => {
    const gzipped = await t.app.inject({
      url: "/assets/index-Ab12Cd.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    for (const headers of [{}, { "accept-encoding": "identity" }]) {
      const plain = await t.app.inject({ url: "/assets/index-Ab12Cd.js", headers });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toContain("accept-encoding");
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it("answers a repeated request with 304 by the ETag of the variant it got", async () => {
    const headers = { "accept-encoding": "br" };
    const first = await t.app.inject({ url: "/assets/index-Ab12Cd.js", headers });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe("undefined");
    const again = await t.app.inject({
      url: "/assets/index-Ab12Cd.js",
      headers: { ...headers, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const gzipped = await t.app.inject({
      url: "/assets/index-Ab12Cd.js",
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(gzipped.statusCode).toBe(200);
  });

  it("keeps index.html and unhashed files revalidating, compressed or not", async () => {
    const br = { ...html, "accept-encoding": "br" };
    for (const url of ["/", "/history", "/favicon.svg"]) {
      const answer = await t.app.inject({ url, headers: br });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["content-encoding"], url).toBe("br");
      expect(answer.headers["cache-control"], url).toBe("no-cache");
    }
    const page = await t.app.inject({ url: "/login", headers: br });
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
  });

  it("never serves a file outside the build", async () => {
    for (const url of [
      "/../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/assets/..%5c..%5csecret.txt",
    ]) {
      const answer = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(answer.body, url).not.toContain("outside the build");
      expect(answer.statusCode, url).not.toBe(200);
    }
  });

  it("serves /logo.png from the build", async () => {
    const response = await t.app.inject({ url: "/logo.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.body).toBe("png");
  });

  it("sends the security headers with the app, its files and the API's answers, errors included, the policy only where it governs", async () => {
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
    expect(directives.get("script-src")).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("connect-src")).toEqual(["'self'", "ws://localhost:8080", "http://localhost:8989"]);
    expect(directives.get("frame-ancestors")).toEqual([
      "'self'",
      "https://teams.microsoft.com",
      "https://*.teams.microsoft.com",
      "https://*.cloud.microsoft",
      "https://*.skype.com",
    ]);
    // A script asked for under /assets/ obeys the page's policy, found or not.
    expect(answers[1]?.headers["content-security-policy"]).toBeUndefined();
    expect(answers[3]?.headers["content-security-policy"]).toBeUndefined();
    expect(answers[2]?.headers["content-security-policy"]).toBe(policy);
    for (const url of ["/favicon.svg", "/mobex-sw.mjs"]) {
      const answer = await t.app.inject({ url });
      expect(answer.headers["content-security-policy"], url).toBe(policy);
    }
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
