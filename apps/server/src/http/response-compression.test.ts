import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOnce } from "../test-support/signed-in-once";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { MIN_COMPRESSED_JSON_BYTES } from "./response-compression";

const BLF = "/webrtc/mobex/blf/get/";
let t: TestApp;
const session = signedInOnce(() => t.app);

/** The seeded board (eleven buttons, a few kilobytes of JSON), asked for with `acceptEncoding`. */
async function board(acceptEncoding?: string) {
  // Polls come 5 s apart (spec 1 §9); closer ones are refused.
  t.clock.advance(5_000);
  const token = (await session("alice@example.com")).jwetoken;
  return t.app.inject({
    method: "POST",
    url: BLF,
    payload: { token },
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("compressed API answers", () => {
  it("sends JSON above the threshold as Brotli when the client takes it, and it decodes to the same answer", async () => {
    const plain = await board();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_JSON_BYTES);
    const answer = await board("gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toContain("accept-encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends gzip to a client that takes gzip only, or prefers it", async () => {
    for (const accepted of ["gzip", "br;q=0.5, gzip"]) {
      const answer = await board(accepted);
      expect(answer.headers["content-encoding"], accepted).toBe("gzip");
      expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toMatchObject({ status: "success" });
    }
  });

  it("sends identity to a client that takes neither, still saying that the answer varies", async () => {
    for (const accepted of [undefined, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const answer = await board(accepted);
      expect(answer.headers["content-encoding"], accepted).toBeUndefined();
      expect(answer.headers.vary, accepted).toContain("accept-encoding");
      expect(answer.json(), accepted).toMatchObject({ status: "success" });
    }
  });

  it("leaves JSON below the threshold as it is", async () => {
    const answer = await t.app.inject({
      url: "/api/json/unknown",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.rawPayload.length).toBeLessThan(MIN_COMPRESSED_JSON_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.json()).toMatchObject({ status: "error", responses: [{ code: 404 }] });
  });

  it("does not compress what is not JSON", async () => {
    const answer = await t.app.inject({ url: "/version.txt", headers: { "accept-encoding": "br, gzip" } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });
});
