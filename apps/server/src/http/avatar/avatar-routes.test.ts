import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  avatarHashEndpoint,
  avatarTexts,
  avatarUploadEndpoint,
} from "@mobex/contracts/avatar";
import { anyEnvelopeSchema } from "@mobex/contracts/envelope";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ALICE = "400011001";
const BOB = "400011002";
const OSCAR = "400022001";

/** A photo-like JPEG larger than the stored limit of 1024 px, so the server has to shrink it. */
const photoJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7bd5" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1600" height="1200"><circle cx="800" cy="600" r="400" fill="#f5a623"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
const transparentPng = () =>
  sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

describe("avatars (avatar/upload, avatar/getimage)", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let oscar: Session;

  const upload = (session: Session, avatar: string, phone = ALICE) =>
    postApi(t.app, avatarUploadEndpoint.path, { token: session.jwetoken, phone, avatar });
  const getImage = (session: Session, query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: avatarHashEndpoint.path,
      query: { token: session.jwetoken, ...query },
      headers,
    });
  const hashOf = async (session: Session, name: string) => {
    const answer = anyEnvelopeSchema.parse((await getImage(session, { name })).json());
    return (answer.data as { avatar_hash: string }).avatar_hash;
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    bob = await signIn(t.app, "bob@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  it("stores a JPEG compressed to at most 1024 px and answers its hash", async () => {
    const answer = await upload(alice, (await photoJpeg()).toString("base64"));
    expect(answer.status).toBe(200);
    const hash = (answer.body.data as { avatar_hash: string }).avatar_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const image = await getImage(bob, { name: ALICE, hash });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(createHash("sha256").update(image.rawPayload).digest("hex")).toBe(hash);
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(1024);
    expect(readdirSync(join(t.config.dataDir, "files", "avatars"))).toEqual([
      expect.stringMatching(new RegExp(`-${hash}\\.jpg$`)),
    ]);
  });

  it("shows the new picture's hash on colleagues' boards at their next poll", async () => {
    const board = async () => {
      t.clock.advance(5_000);
      const answer = await postApi(t.app, "/webrtc/mobex/blf/get/", { token: bob.jwetoken });
      const entries = answer.body.data as { blf_number: string; avatar_hash: string }[];
      return entries.find((entry) => entry.blf_number === ALICE || entry.blf_number === "1001");
    };
    const before = await board();
    expect(before).toBeDefined();
    const answer = await upload(alice, (await transparentPng()).toString("base64"));
    const hash = (answer.body.data as { avatar_hash: string }).avatar_hash;
    expect(before?.avatar_hash).not.toBe(hash);
    expect((await board())?.avatar_hash).toBe(hash);
  });

  it("keeps transparency as a PNG, accepts a data: URL and a multipart form, and replaces the old file", async () => {
    const png = await transparentPng();
    const answer = await upload(alice, `data:image/png;base64,${png.toString("base64")}`);
    expect(answer.status).toBe(200);
    const hash = (answer.body.data as { avatar_hash: string }).avatar_hash;
    const image = await getImage(alice, { name: "1001", hash });
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await sharp(image.rawPayload).metadata()).hasAlpha).toBe(true);
    expect(readdirSync(join(t.config.dataDir, "files", "avatars"))).toHaveLength(1);

    const form = new FormData();
    form.set("token", alice.jwetoken);
    form.set("phone", ALICE);
    form.set("avatar", (await photoJpeg()).toString("base64"));
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const multipart = await t.app.inject({
      method: "POST",
      url: avatarUploadEndpoint.path,
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(multipart.statusCode).toBe(200);
    const stored = anyEnvelopeSchema.parse(multipart.json()).data as { avatar_hash: string };
    expect(await hashOf(bob, ALICE)).toBe(stored.avatar_hash);
    expect(stored.avatar_hash).not.toBe(hash);
  });

  it("refuses a file that is not an image even when it is named .png", async () => {
    const before = await hashOf(alice, ALICE);
    const text = Buffer.from("%PDF-1.7 not a picture, only named avatar.png");
    const answer = await upload(alice, `data:image/png;base64,${text.toString("base64")}`);
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toBe(avatarTexts.notAnImage);

    // A forged PNG signature in front of garbage is refused too: the bytes must decode.
    const forged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(512, 7),
    ]);
    expect((await upload(alice, forged.toString("base64"))).status).toBe(400);
    expect(await hashOf(alice, ALICE)).toBe(before);
  });

  it("refuses an image over 20 MB with 413", async () => {
    const oversized = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(oversized);
    const answer = await upload(alice, oversized.toString("base64"));
    expect(answer.status).toBe(413);
    expect(answer.body.responses[0]?.message).toBe(avatarTexts.overLimit);
  });

  it("takes a large body on the upload route only", async () => {
    const big = await postApi(t.app, "/webrtc/mobex/status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "x",
      padding: "x".repeat(2 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
  });

  it("changes only the caller's own picture", async () => {
    const answer = await upload(bob, (await transparentPng()).toString("base64"), ALICE);
    expect(answer.status).toBe(403);
    const foreign = await upload(oscar, "", ALICE);
    expect(foreign.status).toBe(403);
    expect(await hashOf(bob, ALICE)).not.toBe("");
  });

  it("answers the current hash without a hash, and caches the bytes for ever only under the current one", async () => {
    const hash = await hashOf(bob, ALICE);
    const current = await getImage(bob, { name: ALICE, hash, t: "1" });
    expect(current.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(current.headers.etag).toBe(`"${hash}"`);

    const revalidated = await getImage(bob, { name: ALICE, hash }, { "if-none-match": `"${hash}"` });
    expect(revalidated.statusCode).toBe(304);

    // A board that polled before the change still asks for the old hash: the current bytes, briefly.
    const stale = await getImage(bob, { name: ALICE, hash: "0".repeat(64) });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(`"${hash}"`);
    expect(stale.headers["cache-control"]).toBe("private, max-age=60");

    expect(await hashOf(alice, BOB)).toBe("");
    const none = await getImage(alice, { name: BOB, hash: "0".repeat(64) });
    expect(none.statusCode).toBe(404);
  });

  it("never shows a picture to another tenant", async () => {
    const hash = await hashOf(bob, ALICE);
    expect(await hashOf(oscar, ALICE)).toBe("");
    const image = await getImage(oscar, { name: ALICE, hash });
    expect(image.statusCode).toBe(404);
    expect(image.rawPayload.includes(Buffer.from([0xff, 0xd8]))).toBe(false);

    const own = await upload(oscar, (await transparentPng()).toString("base64"), OSCAR);
    const oscarHash = (own.body.data as { avatar_hash: string }).avatar_hash;
    expect(await hashOf(oscar, OSCAR)).toBe(oscarHash);
    expect(await hashOf(alice, OSCAR)).toBe("");
    expect((await getImage(alice, { name: OSCAR, hash: oscarHash })).statusCode).toBe(404);
    // Globex's 2001 is not Example's extension 2001 (there is none): extensions resolve per tenant.
    expect(await hashOf(alice, "2001")).toBe("");
  });

  it("needs a live token in the query", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: avatarHashEndpoint.path,
      query: { name: ALICE, token: "nope" },
    });
    expect(answer.json()).toMatchObject({ responses: [{ code: 407 }] });
    const missing = await t.app.inject({
      method: "GET",
      url: avatarHashEndpoint.path,
      query: { name: ALICE },
    });
    expect(missing.statusCode).toBe(400);
  });

  it("removes the picture with an empty avatar: code 204, file gone, then 404", async () => {
    const hash = await hashOf(alice, ALICE);
    const answer = await upload(alice, "");
    expect(answer.status).toBe(200);
    expect(answer.body.responses[0]?.code).toBe(204);
    expect(await hashOf(alice, ALICE)).toBe("");
    expect((await getImage(bob, { name: ALICE, hash })).statusCode).toBe(404);
    expect(readdirSync(join(t.config.dataDir, "files", "avatars"))).not.toContainEqual(
      expect.stringContaining(hash),
    );
  });
});
