import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cdrsListAnswerSchema } from "@mobex/contracts/calls";
import { errorCatalogue } from "@mobex/contracts/errors";
import type { NewCdrRow } from "../../db/schema";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const LIST = "/webrtc/mobex/cdrs/list";
const HIDE = "/webrtc/mobex/cdrs/hide";

describe("call history (cdrs/list, cdrs/hide)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;

  async function seedHistory(phone: string, entries: Array<Partial<NewCdrRow> & { callStart: number }>) {
    const user = (await t.app.services.users.findByPhone(phone))!;
    await t.app.services.cdrs.insert(
      entries.map((entry) => ({
        tenantId: user.tenantId,
        userId: user.id,
        callB: "400011002",
        callName: "Bob Brown",
        callType: "OUT",
        status: "answer",
        endedAt: new Date(entry.callStart * 1000),
        ...entry,
      })),
    );
  }

  async function list(session: Session, body: Record<string, unknown> = {}, url = LIST) {
    const answer = await postApi(t.app, url, {
      token: session.jwetoken,
      phone: "400011001",
      limit: 100,
      ...body,
    });
    return { ...answer, items: cdrsListAnswerSchema.parse(answer.body).data ?? [] };
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
    await seedHistory("400011001", [
      { callStart: 1_736_150_000, callDuration: 30, callDesc: "Answered" },
      { callStart: 1_736_160_000, callType: "INB", status: "cancel", callDesc: "Missed call" },
      { callStart: 1_736_155_000, callB: "*1", callName: "", status: "failed", media: "vid" },
    ]);
    await seedHistory("400022001", [
      { callStart: 1_736_170_000, callB: "400022002", callName: "Peggy Parker" },
    ]);
  });
  afterAll(() => t.close());

  it("lists the caller's own entries, newest first, in the spec's fields", async () => {
    const { status, items } = await list(alice);
    expect(status).toBe(200);
    expect(items.map((item) => item.call_start)).toEqual([1_736_160_000, 1_736_155_000, 1_736_150_000]);
    expect(items[2]?.uniqueid).toMatch(/^[0-9a-f-]{36}$/);
    expect(items[2]).toEqual({
      uniqueid: items[2]?.uniqueid,
      call_b: "400011002",
      call_name: "Bob Brown",
      call_type: "OUT",
      status: "answer",
      media: "",
      call_start: 1_736_150_000,
      call_duration: 30,
      call_desc: "Answered",
    });
    expect(items[1]).toMatchObject({ call_b: "*1", media: "vid", status: "failed" });
  });

  it("serves the same list at /cdrs/list and honours the limit", async () => {
    const { items } = await list(alice, { limit: 2 }, "/cdrs/list");
    expect(items.map((item) => item.call_start)).toEqual([1_736_160_000, 1_736_155_000]);
  });

  it("shows nothing of another tenant: 403 for Alice's phone, and only Globex calls for Oscar", async () => {
    const foreign = await list(oscar);
    expect(foreign.status).toBe(403);
    expect(foreign.body.responses).toEqual([errorCatalogue.forbidden]);
    const own = await list(oscar, { phone: "400022001" });
    expect(own.items.map((item) => item.call_name)).toEqual(["Peggy Parker"]);
  });

  it("answers 400 naming the field for a limit over 100", async () => {
    const answer = await list(alice, { limit: 101 });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toMatch(/^limit/);
  });

  it("hides an entry with code 204 and shows it again", async () => {
    const [newest] = (await list(alice)).items;
    const hide = (hideIt: unknown, session = alice) =>
      postApi(t.app, HIDE, {
        token: session.jwetoken,
        name: "400011001",
        uniqueid: newest!.uniqueid,
        hide: hideIt,
        type: "sip",
      });
    const hidden = await hide(1);
    expect([hidden.status, hidden.body.status, hidden.body.responses[0]?.code]).toEqual([
      200,
      "success",
      204,
    ]);
    expect((await list(alice)).items.map((item) => item.uniqueid)).not.toContain(newest!.uniqueid);
    expect((await hide(false)).body.responses[0]?.code).toBe(204);
    expect((await list(alice)).items[0]?.uniqueid).toBe(newest!.uniqueid);
  });

  it("refuses to hide another user's entry with 400 and leaves it alone", async () => {
    const [aliceNewest] = (await list(alice)).items;
    const answer = await postApi(t.app, HIDE, {
      token: oscar.jwetoken,
      name: "400022001",
      uniqueid: aliceNewest!.uniqueid,
      hide: true,
      type: "sip",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toMatch(/^uniqueid/);
    expect((await list(alice)).items[0]?.uniqueid).toBe(aliceNewest!.uniqueid);
    const garbage = await postApi(t.app, HIDE, { token: alice.jwetoken, uniqueid: "1736.42", hide: true });
    expect(garbage.status).toBe(400);
  });

  it("answers 407 to an invalid token", async () => {
    expect((await list({ ...alice, jwetoken: "expired" })).body.responses[0]?.code).toBe(407);
  });
});

describe("names behind numbers (contacts/get)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  const nameOf = (session: Session, number: string) =>
    postApi(t.app, "/contacts/get", { token: session.jwetoken, number, type: "sip" });

  it("names a colleague by extension or phone, and a shared line by its description", async () => {
    expect((await nameOf(alice, "1002")).body.data).toEqual({ name: "Bob Brown" });
    expect((await nameOf(alice, "400011002")).body.data).toEqual({ name: "Bob Brown" });
    expect((await nameOf(alice, "400010000")).body.data).toEqual({ name: "Example Ltd main line" });
  });

  it("answers code 204 without a name for another tenant's numbers and for unknown ones", async () => {
    for (const [session, number] of [
      [alice, "400022001"],
      [oscar, "400011001"],
      [oscar, "400010000"],
      [alice, "1999"],
    ] as const) {
      const answer = await nameOf(session, number);
      expect([number, answer.body.responses[0]?.code, answer.body.data]).toEqual([number, 204, null]);
    }
  });
});
