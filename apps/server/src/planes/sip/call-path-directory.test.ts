import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { postApi } from "../../test-support/api-client";
import { countQueries } from "../../test-support/query-counter";
import { PhoneSet } from "../../test-support/sip-accounts";
import type { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sipUsers } from "../../test-support/sip-users";

/*
 * Issue 8 §4: no database query on the call path. REGISTER, INVITE, answer and BYE between two
 * real phones over WebSocket read users, licences, DND and caller ids from the in-memory directory;
 * the history waits for its batch. And that directory is never stale: a DND toggle, a new caller id
 * or an unlicensed user count on the very next call.
 */
let t: TestApp;
let phones: PhoneSet;
const { account, history } = sipUsers(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  phones = new PhoneSet((await t.listen()).sipUrl);
});
afterEach(() => phones.closeAll());
afterAll(() => t.close());

/** Calls `dialled`, the callee answers, the caller hangs up: a whole call, both sides waited for. */
async function wholeCall(caller: SipPhone, callee: SipPhone, dialled: string): Promise<void> {
  const invite = await caller.call(dialled);
  const incoming = await callee.inbox.request("INVITE");
  callee.respond(incoming, 180);
  await caller.inbox.response(180, "INVITE");
  callee.respond(incoming, 200);
  const dialog = caller.dialogAsCaller(invite, await caller.inbox.response(200, "INVITE"));
  caller.send(dialog.ack(invite.cseq().seq));
  await callee.inbox.request("ACK");
  caller.send(dialog.request("BYE"));
  callee.respond(await callee.inbox.request("BYE"), 200);
  await caller.inbox.response(200, "BYE");
}

/** The final answer to a call attempt. */
async function finalAnswer(caller: SipPhone, dialled: string): Promise<number> {
  await caller.call(dialled);
  const answer = await caller.inbox.response((status) => status >= 200, "INVITE");
  return answer.status;
}

describe("the call path", () => {
  it("registers, calls, answers and hangs up without one SQL query; the history follows in one INSERT", async () => {
    const alice = await account("alice@example.com");
    const bob = await account("bob@example.com");
    // As a client does before it registers (it polls the board): the device sessions are known and
    // recent, and whatever sign-in wrote has settled before counting starts.
    for (const user of [alice, bob]) {
      expect((await postApi(t.app, "/webrtc/mobex/blf/get/", { token: user.jwetoken })).status).toBe(200);
    }
    await t.app.services.callRecords.drain();
    const queries = countQueries(t.app.services.database);
    try {
      const caller = await phones.registered(alice);
      const callee = await phones.registered(bob);
      await wholeCall(caller, callee, "1002");
      expect(t.app.services.liveCalls.size).toBe(0);
      expect(queries.count).toBe(0);
      await t.app.services.callRecords.drain();
      expect(queries.count).toBe(1);
    } finally {
      queries.stop();
    }
    expect((await history("bob@example.com"))[0]).toMatchObject({ call_type: "INB", call_b: "400011001" });
  });
});

describe("changes reach the next call at once", () => {
  it("a DND toggle refuses the very next call as busy, and turning it off lets the next one ring", async () => {
    const grace = await account("grace@example.com");
    const setDnd = (dnd: "0" | "1") =>
      postApi(t.app, "/phones/update/", { token: grace.jwetoken, name: grace.phone, dnd });
    const callee = await phones.registered(grace);
    const caller = await phones.registered(await account("henry@example.com"));
    await wholeCall(caller, callee, "1007");
    expect((await setDnd("1")).status).toBe(200);
    try {
      expect(await finalAnswer(caller, "1007")).toBe(486);
      expect(callee.inbox.unreadRequests()).toEqual([]);
    } finally {
      expect((await setDnd("0")).status).toBe(200);
    }
    await wholeCall(caller, callee, "1007");
  });

  it("a new caller id is what the callee sees on the very next call", async () => {
    const carol = await account("carol@example.com");
    const choose = (cli: string) =>
      postApi(t.app, "/webrtc/mobex/callerid/update/", { token: carol.jwetoken, phone: carol.phone, cli });
    const caller = await phones.registered(carol);
    const callee = await phones.registered(await account("dave@example.com"));
    const shownOnNextCall = async () => {
      await caller.call("1004");
      const incoming = await callee.inbox.request("INVITE");
      callee.respond(incoming, 486);
      await caller.inbox.response((status) => status >= 300, "INVITE");
      await callee.inbox.request("ACK");
      return incoming.headers.get("P-Asserted-Identity");
    };
    expect(await shownOnNextCall()).toContain("sip:400011003@");
    expect((await choose("400010000")).status).toBe(200);
    try {
      expect(await shownOnNextCall()).toContain("sip:400010000@");
    } finally {
      expect((await choose("400011003")).status).toBe(200);
    }
    expect(await shownOnNextCall()).toContain("sip:400011003@");
  });

  it("an unlicensed user can be neither called nor registered from the next request on", async () => {
    const erin = await account("erin@example.com");
    const frank = await account("frank@example.com");
    const caller = await phones.registered(erin);
    const callee = await phones.registered(frank);
    await wholeCall(caller, callee, "1006");
    const license = (licensed: boolean) =>
      t.app.services.admin.execute({ command: "user.update", email: "frank@example.com", licensed });
    await license(false);
    try {
      expect(await finalAnswer(caller, "1006")).toBe(404);
      expect(callee.inbox.unreadRequests()).toEqual([]);
      expect((await (await phones.open(frank)).register()).status).toBe(403);
    } finally {
      await license(true);
    }
    // Licensed again, Frank is called at once: no device of his is registered (480, not 404).
    await callee.close();
    await vi.waitFor(() => expect(t.app.services.registeredPhones.isRegistered(frank.phone)).toBe(false));
    expect(await finalAnswer(caller, "1006")).toBe(480);
  });
});
