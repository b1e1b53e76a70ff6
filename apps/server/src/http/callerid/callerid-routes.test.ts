import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerIdListAnswerSchema } from "@mobex/contracts/callerid";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const LIST = "/webrtc/mobex/callerid/list/";
const UPDATE = "/webrtc/mobex/callerid/update/";

describe("caller ids (callerid/list, callerid/update)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  const listOf = async (session: Session, phone: string) => {
    const answer = await postApi(t.app, LIST, { token: session.jwetoken, phone });
    return { ...answer, data: callerIdListAnswerSchema.parse(answer.body).data };
  };

  it("lists the user's caller ids with the one in use", async () => {
    const answer = await listOf(alice, "400011001");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([
      { number: "400010000", description: "Example Ltd main line", in_use: 0 },
      { number: "400011001", description: "Alice Adams", in_use: 1 },
    ]);
  });

  it("switches the caller id in use and answers the new list", async () => {
    const answer = await postApi(t.app, UPDATE, {
      token: alice.jwetoken,
      phone: "400011001",
      cli: "400010000",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { number: "400010000", description: "Example Ltd main line", in_use: 1 },
      { number: "400011001", description: "Alice Adams", in_use: 0 },
    ]);
    await postApi(t.app, UPDATE, { token: alice.jwetoken, phone: "400011001", cli: "400011001" });
    expect((await listOf(alice, "400011001")).data?.find((id) => id.in_use === 1)?.number).toBe("400011001");
  });

  it("answers 400 for a number that is not one of the user's caller ids, and changes nothing", async () => {
    for (const cli of ["400011002", "400022001", "*1"]) {
      const answer = await postApi(t.app, UPDATE, { token: alice.jwetoken, phone: "400011001", cli });
      expect([cli, answer.status, answer.body.responses[0]?.message]).toEqual([
        cli,
        400,
        "cli: not one of your caller ids",
      ]);
    }
    expect((await listOf(alice, "400011001")).data?.find((id) => id.in_use === 1)?.number).toBe("400011001");
  });

  it("answers 400 naming cli when it is missing", async () => {
    const answer = await postApi(t.app, UPDATE, { token: alice.jwetoken, phone: "400011001" });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toMatch(/^cli/);
  });

  it("answers 403 for another user's phone, listing or changing", async () => {
    expect((await listOf(oscar, "400011001")).status).toBe(403);
    const change = await postApi(t.app, UPDATE, {
      token: oscar.jwetoken,
      phone: "400011001",
      cli: "400010000",
    });
    expect(change.status).toBe(403);
    expect((await listOf(oscar, "400022001")).data).toEqual([
      { number: "400022001", description: "Oscar Olsen", in_use: 1 },
    ]);
  });
});
