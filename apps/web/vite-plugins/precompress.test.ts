import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_COMPRESS_BYTES, precompressDir } from "./precompress";

describe("precompressing a built app", () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), "mobex-precompress-"));
    mkdirSync(join(dist, "assets"));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("writes brotli and gzip variants that decode to the file, beside it", async () => {
    const script = "export const greeting = 'hello';\n".repeat(200);
    writeFileSync(join(dist, "assets", "app-Ab12.js"), script);
    const [file] = await precompressDir(dist);
    expect(brotliDecompressSync(readFileSync(join(dist, "assets", "app-Ab12.js.br"))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(join(dist, "assets", "app-Ab12.js.gz"))).toString()).toBe(script);
    expect(file?.brotliBytes).toBeLessThan(file!.gzipBytes!);
  });

  it("leaves small files, images and source maps alone", async () => {
    writeFileSync(join(dist, "index.html"), "<!doctype html>".padEnd(MIN_COMPRESS_BYTES - 1, " "));
    writeFileSync(join(dist, "logo.png"), Buffer.alloc(4096));
    writeFileSync(join(dist, "assets", "app-Ab12.js.map"), "{}".padEnd(4096, " "));
    await precompressDir(dist);
    for (const name of ["index.html", "logo.png", "assets/app-Ab12.js.map"]) {
      expect(existsSync(join(dist, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`)), name).toBe(false);
    }
  });
});
