import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalogue } from "@mobex/contracts/errors";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ALICE = "400011001";

describe("own presence (status/, online_status/, phones/update/)", () => {
  let t: TestApp;
  let alice: Session;
  let oscar: Session;
  const profile = async (session: Session) =>
    (await postApi(t.app, "/webrtc/api/", { token: session.jwetoken, name: "" })).body.data as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
  });
  afterAll(() => t.close());

  it("saves the status text and answers code 204", async () => {
    const answer = await postApi(t.app, "/webrtc/mobex/status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "  In a meeting ",
      online: "O",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.responses[0]?.code).toBe(204);
    expect((await profile(alice)).status_text).toBe("In a meeting");
  });

  it("refuses a status text over 20 characters with 400 naming the field, keeping the old one", async () => {
    const answer = await postApi(t.app, "/webrtc/mobex/status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "x".repeat(21),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.responses[0]?.message).toContain("status");
    expect((await profile(alice)).status_text).toBe("In a meeting");
  });

  it("strips bidi overrides and zero-width characters from the status text colleagues see", async () => {
    const answer = await postApi(t.app, "/webrtc/mobex/status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "\u202eyad\u200b off\u2066\ufeff",
    });
    const shown = (await profile(alice)).status_text;
    await postApi(t.app, "/webrtc/mobex/status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "In a meeting",
    });
    expect(answer.body.responses[0]?.code).toBe(204);
    expect(shown).toBe("yad off");
  });

  it("sets availability to unavailable and back", async () => {
    const away = await postApi(t.app, "/webrtc/mobex/online_status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "U",
    });
    expect(away.body.data).toEqual({ online_status: "U" });
    expect((await profile(alice)).online_status).toBe("U");
    await postApi(t.app, "/webrtc/mobex/online_status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "O",
    });
    expect((await profile(alice)).online_status).toBe("O");
  });

  it("switches do-not-disturb on and off by phone or extension", async () => {
    const on = await postApi(t.app, "/phones/update/", { token: alice.jwetoken, name: ALICE, dnd: "1" });
    expect(on.body.data).toEqual({ dnd: "1" });
    expect((await profile(alice)).dnd).toBe("1");
    await postApi(t.app, "/phones/update/", { token: alice.jwetoken, name: "1001", dnd: "0" });
    expect((await profile(alice)).dnd).toBe("0");
  });

  it("refuses a value that is not a presence code", async () => {
    const answer = await postApi(t.app, "/webrtc/mobex/online_status/", {
      token: alice.jwetoken,
      phone: ALICE,
      status: "busy",
    });
    expect(answer.status).toBe(400);
  });

  it("never lets another tenant's user change Alice", async () => {
    const forbidden = { status: "error", responses: [errorCatalogue.forbidden], data: null };
    const dnd = await postApi(t.app, "/phones/update/", { token: oscar.jwetoken, name: ALICE, dnd: "1" });
    expect(dnd.status).toBe(403);
    expect(dnd.body).toEqual(forbidden);
    const text = await postApi(t.app, "/webrtc/mobex/status/", {
      token: oscar.jwetoken,
      phone: ALICE,
      status: "hacked",
    });
    expect(text.body).toEqual(forbidden);
    // Oscar's extension 2001 names nobody in Example Ltd, and never Alice.
    const byExtension = await postApi(t.app, "/phones/update/", {
      token: oscar.jwetoken,
      name: "1001",
      dnd: "1",
    });
    expect(byExtension.status).toBe(403);
    expect((await profile(alice)).dnd).toBe("0");
    expect((await profile(alice)).status_text).toBe("In a meeting");
  });
});
