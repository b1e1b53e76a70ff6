import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blfGetAnswerSchema, type BlfEntry } from "@mobex/contracts/blf";
import { postApi } from "../../test-support/api-client";
import { PhoneSet } from "../../test-support/sip-accounts";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sipUsers } from "../../test-support/sip-users";

/*
 * The presence board against the real SIP plane: scripted phones register and call over /sip, and
 * a third user's board shows the lamps on their next poll (each poll after the 5 s rhythm).
 */
let t: TestApp;
let phones: PhoneSet;
const { account } = sipUsers(() => t.app);

/** The board as `email` sees it on its next 5-s poll. */
async function board(email: string): Promise<BlfEntry[]> {
  t.clock.advance(5_000);
  const answer = await postApi(t.app, "/webrtc/mobex/blf/get/", { token: (await account(email)).jwetoken });
  expect(answer.status).toBe(200);
  return blfGetAnswerSchema.parse(answer.body).data ?? [];
}

async function lamp(viewer: string, phone: string): Promise<BlfEntry> {
  const entry = (await board(viewer)).find((e) => e.type === "B" && e.blf_number === phone);
  if (!entry) throw new Error(`${viewer} has no lamp for ${phone}`);
  return entry;
}

const IDLE_CALL = { start: 0, call_type: "", snumber: "", dnumber: "", cnumber: "" };

beforeAll(async () => {
  t = await createTestApp();
  phones = new PhoneSet((await t.listen()).sipUrl);
});
beforeEach(() => t.clock.advance(60_000));
afterEach(() => phones.closeAll());
afterAll(() => t.close());

describe("lamps from the SIP plane", () => {
  it("is offline without a device, idle with one, offline again after unregistering", async () => {
    expect(await lamp("carol@example.com", "400011002")).toMatchObject({
      status: "offline",
      online: "0",
      video: "0",
      ...IDLE_CALL,
    });
    const bob = await phones.registered(await account("bob@example.com"));
    // A SIP registration is no video device: `video` follows the /video plane (video-plane.test.ts).
    expect(await lamp("carol@example.com", "400011002")).toMatchObject({
      status: "idle",
      online: "1",
      video: "0",
    });
    expect((await bob.register(undefined, 0)).status).toBe(200);
    expect(await lamp("carol@example.com", "400011002")).toMatchObject({ status: "offline", online: "0" });
  });

  it("shows a real ringing call, then the answered one, then idle after hang-up", async () => {
    const caller = await phones.registered(await account("alice@example.com"));
    const callee = await phones.registered(await account("bob@example.com"));
    const invite = await caller.call("1002");
    const incoming = await callee.inbox.request("INVITE");
    const ringingAt = t.clock.now();
    callee.respond(incoming, 180);
    await caller.inbox.response(180, "INVITE");

    const ringing = await board("carol@example.com");
    const parties = { snumber: "400011001", dnumber: "400011002" };
    expect(ringing.find((e) => e.blf_number === "400011002" && e.type === "B")).toMatchObject({
      status: "ringing",
      call_type: "INB",
      ...parties,
      cnumber: "400011001",
      start: Math.floor(ringingAt / 1000),
    });
    // Carol's pickup button watches Dave, not Bob; Alice is dialling out: busy, not ringing.
    expect(ringing.find((e) => e.blf_number === "400011001" && e.type === "B")).toMatchObject({
      status: "oncall",
      call_type: "OUT",
      ...parties,
      cnumber: "400011002",
    });

    t.clock.advance(1_000);
    const answeredAt = t.clock.now();
    callee.respond(incoming, 200);
    const ok = await caller.inbox.response(200, "INVITE");
    const dialog = caller.dialogAsCaller(invite, ok);
    caller.send(dialog.ack(invite.cseq().seq));
    await callee.inbox.request("ACK");
    const talking = await board("carol@example.com");
    for (const [phone, callType, other] of [
      ["400011002", "INB", "400011001"],
      ["400011001", "OUT", "400011002"],
    ] as const) {
      expect(talking.find((e) => e.blf_number === phone && e.type === "B")).toMatchObject({
        status: "oncall",
        call_type: callType,
        ...parties,
        cnumber: other,
        start: Math.floor(answeredAt / 1000),
      });
    }

    caller.send(dialog.request("BYE"));
    callee.respond(await callee.inbox.request("BYE"), 200);
    await caller.inbox.response(200, "BYE");
    const after = await board("carol@example.com");
    for (const phone of ["400011001", "400011002"]) {
      expect(after.find((e) => e.blf_number === phone && e.type === "B")).toMatchObject({
        status: "idle",
        ...IDLE_CALL,
      });
    }
  });

  it("shows a ringing call on the pickup button of the watched colleague", async () => {
    const caller = await phones.registered(await account("erin@example.com"));
    const callee = await phones.registered(await account("dave@example.com"));
    await caller.call("1004");
    const incoming = await callee.inbox.request("INVITE");
    callee.respond(incoming, 180);
    await caller.inbox.response(180, "INVITE");
    const pickup = (await board("carol@example.com")).find((e) => e.type === "P");
    expect(pickup).toMatchObject({
      blf_name: "Dave Davis",
      blf_number: "400011004",
      status: "ringing",
      call_type: "INB",
      snumber: "400011005",
    });
    callee.respond(incoming, 486);
    await caller.inbox.response((status) => status >= 300, "INVITE");
  });

  it("never shows another tenant's calls, even to a button that names their number", async () => {
    const admin = t.app.services.admin;
    await admin.execute({
      command: "button.add",
      email: "grace@example.com",
      type: "B",
      target: "400022001",
    });
    const oscar = await phones.registered(await account("oscar@globex.example"));
    const peggy = await phones.registered(await account("peggy@globex.example"));
    await oscar.call("2002");
    const incoming = await peggy.inbox.request("INVITE");
    peggy.respond(incoming, 180);
    await oscar.inbox.response(180, "INVITE");

    const foreign = (await board("grace@example.com")).find((e) => e.blf_number === "400022001");
    expect(foreign).toEqual(
      expect.objectContaining({
        blf_name: "400022001",
        stype: "external",
        status: "idle",
        online: "0",
        mail: "",
        company: "",
        callerid_internal: "",
        ...IDLE_CALL,
      }),
    );
    // Globex sees its own call, and nothing of Example Ltd.
    const globex = await board("peggy@globex.example");
    expect(globex.map((e) => e.blf_number)).toEqual(["400022001"]);
    expect(globex[0]).toMatchObject({ status: "oncall", call_type: "OUT", company: "Globex" });
    peggy.respond(incoming, 486);
    await oscar.inbox.response((status) => status >= 300, "INVITE");
  });
});
