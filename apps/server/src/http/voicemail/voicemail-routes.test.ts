import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNewAnswerSchema } from "@mobex/contracts/voicemail";
import { voicemailMessages } from "../../db/schema";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const CHECK = "/webrtc/mobex/messages/checknew";
const ALICE = "400011001";

describe("the voicemail count (messages/checknew)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;

  const check = (session: Session, body: Record<string, unknown>) =>
    postApi(t.app, CHECK, { token: session.jwetoken, ...body });
  const countOf = async (session: Session, phone: string, mailbox = "") =>
    checkNewAnswerSchema.parse((await check(session, { phone, mailbox })).body).data?.count;

  async function leaveMessages(phone: string, heard: boolean[]) {
    const user = (await t.app.services.users.findByPhone(phone))!;
    await t.app.services.database.db.insert(voicemailMessages).values(
      heard.map((isHeard, index) => ({
        tenantId: user.tenantId,
        userId: user.id,
        callerNumber: "400011002",
        callerName: "Bob Brown",
        durationSeconds: 12 + index,
        receivedAt: new Date(1_736_150_000_000 + index * 60_000),
        heardAt: isHeard ? new Date(1_736_160_000_000) : null,
      })),
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  it("starts at zero", async () => {
    const answer = await check(alice, { phone: ALICE, mailbox: "1001" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "success",
      responses: [{ code: 200, message: "OK" }],
      data: { count: 0 },
    });
  });

  it("counts only the caller's messages not yet heard", async () => {
    await leaveMessages(ALICE, [false, false, true]);
    await leaveMessages("400011002", [false]);
    await leaveMessages("400022001", [false, false, false]);
    expect(await countOf(alice, ALICE)).toBe(2);
    expect(await countOf(alice, ALICE, "1001")).toBe(2);
    expect(await countOf(oscar, "400022001")).toBe(3);
  });

  it("refuses another user's phone or mailbox with 403, across tenants too", async () => {
    for (const [session, phone, mailbox] of [
      [alice, "400011002", ""],
      [alice, ALICE, "1002"],
      [oscar, ALICE, ""],
      [oscar, "400022001", "1001"],
    ] as const) {
      const answer = await check(session, { phone, mailbox });
      expect([phone, mailbox, answer.status, answer.body.data]).toEqual([phone, mailbox, 403, null]);
    }
  });

  it("refuses a request without a phone with 400 naming the field", async () => {
    const answer = await check(alice, { mailbox: "1001" });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toContain("phone");
  });
});
