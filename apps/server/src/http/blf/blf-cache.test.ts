import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blfGetAnswerSchema, type BlfEntry } from "@mobex/contracts/blf";
import { postApi } from "../../test-support/api-client";
import { signedInOnce } from "../../test-support/signed-in-once";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * Issue 8 §4: a board poll serialises only what changed since the last one, and what changed shows
 * on the very next poll — a colleague's lamp (registration, call), their DND, status text and
 * availability, and their name. Carol watches Bob (400011002).
 */
const BLF = "/webrtc/mobex/blf/get/";
const BOB = "400011002";
let t: TestApp;
const session = signedInOnce(() => t.app);

/** Carol's lamp for Bob on her next poll of the 5 s rhythm. */
async function bobOnCarolsBoard(): Promise<BlfEntry> {
  t.clock.advance(5_000);
  const answer = await postApi(t.app, BLF, { token: (await session("carol@example.com")).jwetoken });
  expect(answer.status).toBe(200);
  const entry = blfGetAnswerSchema
    .parse(answer.body)
    .data?.find((e) => e.type === "B" && e.blf_number === BOB);
  if (!entry) throw new Error("Carol has no lamp for Bob");
  return entry;
}

async function bobId(): Promise<string> {
  return (await t.app.services.directory.memberByPhone(BOB))!.user.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the board cache", () => {
  it("answers a poll with nothing changed without asking any colleague's calls again", async () => {
    const first = await bobOnCarolsBoard();
    const forUser = vi.spyOn(t.app.services.liveCalls, "forUser");
    try {
      expect(await bobOnCarolsBoard()).toEqual(first);
      expect(forUser).not.toHaveBeenCalled();
    } finally {
      forUser.mockRestore();
    }
  });

  it("shows Bob's registration, his video devices and each step of his call on the next poll", async () => {
    const { registeredPhones, liveCalls, videoDevices } = t.app.services;
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "offline", online: "0" });
    registeredPhones.update(BOB, 1);
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "idle", online: "1", video: "0" });
    // A device of Bob's turns video on at the /video plane (issue 11).
    const videoDevice = {
      id: "cache-test-socket",
      userId: await bobId(),
      tenantId: "",
      sessionId: "",
      send() {},
    };
    videoDevices.add(videoDevice);
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "idle", video: "1" });
    videoDevices.remove(videoDevice);
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "idle", video: "0" });

    const alice = (await t.app.services.directory.memberByPhone("400011001"))!.user;
    const call = {
      id: "cache-test;1",
      sipCallId: "cache-test",
      tenantId: alice.tenantId,
      caller: { userId: alice.id, phone: alice.phone, name: alice.name },
      callee: { userId: await bobId(), phone: BOB, name: "Bob Brown" },
      shown: { number: alice.phone, name: alice.name },
      video: false,
    };
    liveCalls.begin(call);
    liveCalls.ringing(call.id, t.clock.now());
    expect(await bobOnCarolsBoard()).toMatchObject({
      status: "ringing",
      call_type: "INB",
      cnumber: alice.phone,
    });
    liveCalls.answered(call.id, t.clock.now());
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "oncall", call_type: "INB" });
    liveCalls.end(call.id);
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "idle", call_type: "", cnumber: "" });
    registeredPhones.update(BOB, 0);
    expect(await bobOnCarolsBoard()).toMatchObject({ status: "offline", online: "0" });
  });

  it("shows Bob's DND, status text and availability on the next poll after each change", async () => {
    const bob = await session("bob@example.com");
    const as = (path: string, body: Record<string, unknown>) =>
      postApi(t.app, path, { token: bob.jwetoken, ...body });
    expect(await bobOnCarolsBoard()).toMatchObject({ dnd: "0", mobex_status: "", online_status: "O" });
    expect((await as("/phones/update/", { name: BOB, dnd: "1" })).status).toBe(200);
    expect(await bobOnCarolsBoard()).toMatchObject({ dnd: "1" });
    expect((await as("/webrtc/mobex/status/", { phone: BOB, status: "At lunch" })).status).toBe(200);
    expect(await bobOnCarolsBoard()).toMatchObject({ dnd: "1", mobex_status: "At lunch" });
    expect((await as("/webrtc/mobex/online_status/", { phone: BOB, status: "U" })).status).toBe(200);
    expect(await bobOnCarolsBoard()).toMatchObject({ online_status: "U", mobex_status: "At lunch" });
  });

  it("shows Bob's new name on the next poll after the administrator renames him", async () => {
    expect(await bobOnCarolsBoard()).toMatchObject({
      blf_name: "Bob Brown",
      callername_internal: "Bob Brown",
    });
    await t.app.services.admin.execute({
      command: "user.update",
      email: "bob@example.com",
      name: "Robert Brown",
    });
    expect(await bobOnCarolsBoard()).toMatchObject({
      blf_name: "Robert Brown",
      callername_internal: "Robert Brown",
    });
  });
});
