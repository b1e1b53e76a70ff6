import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blfGetAnswerSchema, blfTexts, type BlfEntry } from "@mobex/contracts/blf";
import { errorCatalogue } from "@mobex/contracts/errors";
import { avatars, deviceSessions, phonebookEntries, tenants, users } from "../../db/schema";
import { postApi, signIn } from "../../test-support/api-client";
import { signedInOnce } from "../../test-support/signed-in-once";
import { addUser } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const BLF = "/webrtc/mobex/blf/get/";
let t: TestApp;
const session = signedInOnce(() => t.app);

const poll = async (email: string) => postApi(t.app, BLF, { token: (await session(email)).jwetoken });

/** The board on the next poll of the 5 s rhythm. */
async function board(email: string): Promise<BlfEntry[]> {
  t.clock.advance(5_000);
  const answer = await poll(email);
  expect(answer.status).toBe(200);
  return blfGetAnswerSchema.parse(answer.body).data ?? [];
}

const byNumber = (entries: BlfEntry[], number: string, type = "B") =>
  entries.find((entry) => entry.blf_number === number && entry.type === type);

async function tenantId(prefix: string): Promise<string> {
  const [row] = await t.app.services.database.db.select().from(tenants).where(eq(tenants.prefix, prefix));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.advance(60_000));
afterAll(() => t.close());

describe("POST /webrtc/mobex/blf/get/", () => {
  it("answers the seeded board in position order with every field of a colleague", async () => {
    const entries = await board("alice@example.com");
    expect(entries.map((e) => `${e.button}:${e.type}:${e.blf_number}`)).toEqual([
      "1:L:400011001",
      ...["1002", "1003", "1004", "1005", "1006", "1007", "1008"].map((ext, i) => `${i + 2}:B:40001${ext}`),
      "9:P:400011002",
      "10:D:400010000",
      "11:V:*1",
    ]);
    const bob = byNumber(entries, "400011002");
    expect(bob?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect({ ...bob, id: "" }).toEqual({
      id: "",
      blf_name: "Bob Brown",
      blf_number: "400011002",
      cpb_name: "",
      type: "B",
      button: 2,
      video: "0",
      chat: "1",
      mobex_status: "",
      qstatus: "",
      status: "offline",
      online: "0",
      online_status: "O",
      dnd: "0",
      start: 0,
      call_type: "",
      snumber: "",
      dnumber: "",
      cnumber: "",
      stype: "phone",
      callerid_internal: "400011002",
      callername_internal: "Bob Brown",
      telephone: "400011002",
      mobile: "",
      other: "",
      mail: "bob@example.com",
      company: "Example Ltd",
      department: "",
      avatar_hash: "",
    });
    expect(byNumber(entries, "400010000", "D")).toMatchObject({
      blf_name: "Main line",
      stype: "external",
      status: "idle",
      online: "0",
      telephone: "400010000",
    });
    expect(byNumber(entries, "*1", "V")).toMatchObject({
      blf_name: "Voicemail",
      stype: "ivr",
      status: "idle",
    });
  });

  it("shows a colleague's DND, status text and availability on the next poll", async () => {
    const bob = await session("bob@example.com");
    await postApi(t.app, "/phones/update/", { token: bob.jwetoken, name: "400011002", dnd: "1" });
    await postApi(t.app, "/webrtc/mobex/status/", {
      token: bob.jwetoken,
      phone: "400011002",
      status: "At lunch",
    });
    await postApi(t.app, "/webrtc/mobex/online_status/", {
      token: bob.jwetoken,
      phone: "400011002",
      status: "U",
    });
    expect(byNumber(await board("carol@example.com"), "400011002")).toMatchObject({
      dnd: "1",
      mobex_status: "At lunch",
      online_status: "U",
    });
    await postApi(t.app, "/phones/update/", { token: bob.jwetoken, name: "400011002", dnd: "0" });
    await postApi(t.app, "/webrtc/mobex/online_status/", {
      token: bob.jwetoken,
      phone: "400011002",
      status: "O",
    });
    expect(byNumber(await board("carol@example.com"), "400011002")).toMatchObject({
      dnd: "0",
      online_status: "O",
    });
  });

  it("carries a colleague's avatar hash and the tenant's phone-book name of an external number", async () => {
    const { db } = t.app.services.database;
    const [bob] = await db.select().from(users).where(eq(users.phone, "400011002"));
    const now = new Date(t.clock.now());
    await db
      .insert(avatars)
      .values({ userId: bob!.id, hash: "abc123", contentType: "image/png", byteSize: 10, updatedAt: now });
    await t.app.services.directory.changed(bob!.id);
    const example = await tenantId("40001");
    const entry = {
      cn: "Acme Supplies",
      telephoneNumber: "020 7946 0000",
      mobileTelephoneNumber: "07700 900123",
      company: "Acme",
      department: "Sales",
      mail: "orders@acme.example",
      createdAt: now,
    };
    await db.insert(phonebookEntries).values({ ...entry, tenantId: example });
    await db
      .insert(phonebookEntries)
      .values({ ...entry, cn: "Globex's name for it", tenantId: await tenantId("40002") });
    await t.app.services.directory.invalidate(example);
    await t.app.services.admin.execute({
      command: "button.add",
      email: "henry@example.com",
      type: "D",
      target: "+442079460000",
    });

    const entries = await board("henry@example.com");
    expect(byNumber(entries, "400011002")).toMatchObject({ avatar_hash: "abc123" });
    expect(byNumber(entries, "+442079460000", "D")).toMatchObject({
      blf_name: "Acme Supplies",
      cpb_name: "Acme Supplies",
      stype: "external",
      telephone: "+442079460000",
      mobile: "07700 900123",
      mail: "orders@acme.example",
      company: "Acme",
      department: "Sales",
    });
  });

  it("answers code 204 'BLF is currently not configured' to a user without buttons", async () => {
    const email = await addUser(t.app, { tenant: "40001", extension: "1501", name: "Nora New" });
    const answer = await poll(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "success",
      responses: [{ code: 204, message: blfTexts.notConfigured }],
      data: null,
    });
    await t.app.services.admin.execute({
      command: "button.add",
      email,
      type: "B",
      target: "1001",
      label: "Boss",
    });
    t.clock.advance(5_000);
    expect(blfGetAnswerSchema.parse((await poll(email)).body).data).toEqual([
      expect.objectContaining({ blf_name: "Boss", blf_number: "400011001", button: 1 }),
    ]);
  });

  it("refuses a body without a token (400) and an unknown token (407)", async () => {
    const missing = await postApi(t.app, BLF, {});
    expect(missing.status).toBe(400);
    expect(missing.body.responses[0]?.message).toContain("token");
    const unknown = await postApi(t.app, BLF, { token: "not-a-token" });
    expect(unknown.body.responses[0]?.code).toBe(407);
  });

  it("answers 429 to a client polling faster than the 5 s rhythm allows, and recovers", async () => {
    // A second device, signed in outside the 60 s window in which a token request re-uses the
    // previous token (and so the same device session).
    t.clock.advance(61_000);
    const laptop = await signIn(t.app, "erin@example.com");
    t.clock.advance(61_000);
    for (let poll_ = 0; poll_ < 4; poll_ += 1) expect((await poll("erin@example.com")).status).toBe(200);
    const tooFast = await poll("erin@example.com");
    expect(tooFast.status).toBe(429);
    expect(tooFast.body.responses[0]).toEqual(errorCatalogue.blfTooFast);
    expect(tooFast.headers["retry-after"]).toBe("4");
    // Another device of the same user has its own allowance.
    expect((await postApi(t.app, BLF, { token: laptop.jwetoken })).status).toBe(200);
    t.clock.advance(4_000);
    expect((await poll("erin@example.com")).status).toBe(200);
    // A client on the spec's rhythm never meets the limit.
    for (let poll_ = 0; poll_ < 20; poll_ += 1)
      expect((await board("erin@example.com")).length).toBeGreaterThan(0);
  });

  it("stops answering a logged-out token at once, and a token revoked elsewhere within 2 s", async () => {
    const phone = await signIn(t.app, "frank@example.com");
    const laptop = await signIn(t.app, "frank@example.com");
    for (const device of [phone, laptop]) {
      expect((await postApi(t.app, BLF, { token: device.jwetoken })).status).toBe(200);
    }
    await postApi(t.app, "/webrtc/mobex/logout/", { token: phone.jwetoken });
    t.clock.advance(5_000);
    expect((await postApi(t.app, BLF, { token: phone.jwetoken })).body.responses[0]?.code).toBe(407);

    // Another node (or process) revokes the laptop's session directly in the database.
    const { db } = t.app.services.database;
    const [frank] = await db.select().from(users).where(eq(users.email, "frank@example.com"));
    await db
      .update(deviceSessions)
      .set({ revokedAt: new Date(t.clock.now()) })
      .where(eq(deviceSessions.userId, frank!.id));
    t.clock.advance(2_000);
    expect((await postApi(t.app, BLF, { token: laptop.jwetoken })).body.responses[0]?.code).toBe(407);
  });
});
