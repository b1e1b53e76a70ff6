import { once } from "node:events";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { outcomeOfStatus } from "@mobex/contracts/call-outcome";
import { ackForFailure } from "@mobex/sip-proxy/transaction/ack-for-failure";
import { createEphemeralCredentials } from "../../domain/auth/ephemeral-credentials";
import { postApi } from "../../test-support/api-client";
import { PhoneSet } from "../../test-support/sip-accounts";
import type { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sipUsers } from "../../test-support/sip-users";

/*
 * The SIP plane through the real app: a server on a 127.0.0.1 port, users signed in over HTTP, and
 * scripted phones on real WebSockets at /sip using the access token's ephemeral credentials.
 */
let t: TestApp;
let sipUrl: string;
let phones: PhoneSet;
const { account, history } = sipUsers(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  ({ sipUrl } = await t.listen());
  phones = new PhoneSet(sipUrl);
});
// Each test's calls start later than the previous test's, so that "newest first" is theirs.
beforeEach(() => t.clock.advance(60_000));
afterEach(() => phones.closeAll());
afterAll(() => t.close());

describe("registration at /sip", () => {
  it("registers with the credentials of a real sign-in", async () => {
    const alice = await account("alice@example.com");
    expect(alice.username).toMatch(/^\d+:400011001:[0-9a-f-]{36}$/);
    const phone = await phones.open(alice);
    const answer = await phone.register();
    expect(answer.status).toBe(200);
    expect(t.app.planes.sip.registrar.bindings(phone.aor as never)).toHaveLength(1);
  });

  it("refuses a wrong password with 403", async () => {
    const phone = await phones.open(await account("alice@example.com"), { password: "not-the-password" });
    expect((await phone.register()).status).toBe(403);
  });

  it("refuses an expired credential with 403, even with its right password", async () => {
    const alice = await account("alice@example.com");
    const expired = createEphemeralCredentials(
      t.config.sipSecret,
      "400011001",
      t.clock.now() - 2 * 86_400_000,
      86_400,
    );
    const phone = await phones.open(alice, expired);
    expect((await phone.register()).status).toBe(403);
  });

  it("refuses the credential of an unlicensed user with 403", async () => {
    const unlicensed = createEphemeralCredentials(t.config.sipSecret, "400011099", t.clock.now(), 3600);
    const phone = await phones.open(
      { ...(await account("alice@example.com")), phone: "400011099" },
      unlicensed,
    );
    expect((await phone.register()).status).toBe(403);
  });

  it("refuses a WebSocket without the sip subprotocol, and paths no plane owns", async () => {
    const noSip = new WebSocket(sipUrl, ["xmpp"]);
    const [refused] = (await once(noSip, "error")) as [Error];
    expect(refused.message).toContain("400");
    const elsewhere = new WebSocket(sipUrl.replace("/sip", "/nowhere"), ["sip"]);
    const [missing] = (await once(elsewhere, "error")) as [Error];
    expect(missing.message).toContain("404");
  });

  it("answers malformed input with 400 and keeps the socket usable", async () => {
    const phone = await phones.open(await account("alice@example.com"));
    const broken = phone
      .request("OPTIONS", "sip:mobex.local")
      .toString()
      .replace("Max-Forwards: 70", "Max-Forwards: many");
    phone.socket.send(broken);
    expect((await phone.inbox.response(400, "OPTIONS")).status).toBe(400);
    phone.socket.send("\u0000 this is not SIP");
    expect((await phone.register()).status).toBe(200);
  });
});

describe("calls through /sip", () => {
  it("rings a colleague by extension, with live state from ringing to talking to gone", async () => {
    const alice = await account("alice@example.com");
    const bob = await account("bob@example.com");
    const caller = await phones.registered(alice);
    const callee = await phones.registered(bob);
    const { liveCalls, users: directory } = t.app.services;
    const aliceId = (await directory.findByPhone("400011001"))!.id;
    const bobId = (await directory.findByPhone("400011002"))!.id;

    const startedAt = t.clock.now();
    const invite = await caller.call("1002");
    const incoming = await callee.inbox.request("INVITE");
    expect(incoming.from().displayName).toBe("Alice Adams");
    expect(incoming.from().uri).toMatchObject({ user: "400011001" });

    const ringingAt = t.clock.now();
    callee.respond(incoming, 180);
    await caller.inbox.response(180, "INVITE");
    expect(liveCalls.forUser(aliceId)).toEqual([
      expect.objectContaining({
        direction: "out",
        state: "ringing",
        other: { number: "400011002", name: "Bob Brown" },
        since: ringingAt,
      }),
    ]);
    expect(liveCalls.forUser(bobId)).toEqual([
      expect.objectContaining({
        direction: "in",
        state: "ringing",
        other: { number: "400011001", name: "Alice Adams" },
      }),
    ]);

    t.clock.advance(3_000);
    callee.respond(incoming, 200);
    const ok = await caller.inbox.response(200, "INVITE");
    const callerDialog = caller.dialogAsCaller(invite, ok);
    caller.send(callerDialog.ack(invite.cseq().seq));
    await callee.inbox.request("ACK");
    expect(liveCalls.forUser(bobId)).toEqual([
      expect.objectContaining({ direction: "in", state: "talking", since: ringingAt + 3_000 }),
    ]);

    t.clock.advance(42_000);
    caller.send(callerDialog.request("BYE"));
    callee.respond(await callee.inbox.request("BYE"), 200);
    await caller.inbox.response(200, "BYE");
    expect(liveCalls.forUser(aliceId)).toEqual([]);
    expect(liveCalls.forUser(bobId)).toEqual([]);

    const answered = {
      status: "answer",
      media: "",
      call_start: Math.floor(startedAt / 1000),
      call_duration: 42,
    };
    expect((await history("alice@example.com"))[0]).toMatchObject({
      ...answered,
      call_type: "OUT",
      call_b: "400011002",
      call_name: "Bob Brown",
    });
    expect((await history("bob@example.com"))[0]).toMatchObject({
      ...answered,
      call_type: "INB",
      call_b: "400011001",
      call_name: "Alice Adams",
    });
  });

  it("records a call the caller cancelled as a missed one for the callee, and flags video", async () => {
    const caller = await phones.registered(await account("bob@example.com"));
    const callee = await phones.registered(await account("carol@example.com"));
    const invite = await caller.call("400011003", "v=0\r\nm=audio 9 RTP/AVP 0\r\nm=video 9 RTP/AVP 96\r\n");
    const incoming = await callee.inbox.request("INVITE");
    callee.respond(incoming, 180);
    await caller.inbox.response(180, "INVITE");
    caller.cancel(invite);
    await caller.inbox.response(200, "CANCEL");
    callee.respond(await callee.inbox.request("CANCEL"), 200);
    callee.respond(incoming, 487);
    expect((await caller.inbox.response((s) => s >= 300, "INVITE")).status).toBe(487);
    const missed = { status: "cancel", media: "vid", call_duration: 0 };
    expect((await history("bob@example.com"))[0]).toMatchObject({
      ...missed,
      call_type: "OUT",
      call_b: "400011003",
    });
    expect((await history("carol@example.com"))[0]).toMatchObject({
      ...missed,
      call_type: "INB",
      call_b: "400011002",
      call_name: "Bob Brown",
      call_desc: "Missed call",
    });
  });

  it("presents the caller id the caller chose", async () => {
    const carol = await account("carol@example.com");
    const choose = (cli: string) =>
      postApi(t.app, "/webrtc/mobex/callerid/update/", { token: carol.jwetoken, phone: carol.phone, cli });
    expect((await choose("400010000")).status).toBe(200);
    try {
      const caller = await phones.registered(carol);
      const callee = await phones.registered(await account("dave@example.com"));
      await caller.call("400011004");
      const incoming = await callee.inbox.request("INVITE");
      expect(incoming.from().displayName).toBe("Example Ltd main line");
      expect(incoming.from().uri).toMatchObject({ user: "400010000" });
      expect(incoming.headers.get("P-Asserted-Identity")).toContain("sip:400010000@mobex.local");
      callee.respond(incoming, 486);
      expect((await caller.inbox.response((s) => s >= 300, "INVITE")).status).toBe(486);
      await callee.inbox.request("ACK");
      expect((await history("dave@example.com"))[0]).toMatchObject({
        call_type: "INB",
        status: "busy",
        call_b: "400010000",
        call_name: "Example Ltd main line",
      });
      expect((await history("carol@example.com"))[0]).toMatchObject({ call_type: "OUT", status: "busy" });
    } finally {
      await choose("400011003");
    }
  });

  it("rings both devices of the callee and cancels the one that did not answer", async () => {
    const caller = await phones.registered(await account("erin@example.com"));
    const frank = await account("frank@example.com");
    const desk = await phones.registered(frank);
    const mobile = await phones.registered(frank);
    await caller.call("1006");
    const atDesk = await desk.inbox.request("INVITE");
    const atMobile = await mobile.inbox.request("INVITE");
    desk.respond(atDesk, 180);
    mobile.respond(atMobile, 180);
    await caller.inbox.response(180, "INVITE");
    mobile.respond(atMobile, 200);
    await caller.inbox.response(200, "INVITE");
    const cancel = await desk.inbox.request("CANCEL");
    expect(cancel.headers.get("Reason")).toContain("Call completed elsewhere");
    desk.respond(cancel, 200);
    desk.respond(atDesk, 487);
    await desk.inbox.request("ACK");
  });

  it("rings only the device the callee last used when that device asks for it (ringAllDevices off)", async () => {
    const caller = await phones.registered(await account("erin@example.com"));
    const henry = await account("henry@example.com");
    const lastUsedOnly = { contactParams: ";+mobex.last-used-only" };
    const desk = await phones.registered(henry, lastUsedOnly);
    const laptop = await phones.registered(henry, lastUsedOnly);
    const invitesAt = (device: SipPhone) =>
      device.inbox.all.filter((m) => m.kind === "request" && m.method === "INVITE").length;
    const ringsOnly = async (device: SipPhone, other: SipPhone) => {
      const before = invitesAt(other);
      const invite = await caller.call("1008");
      device.respond(await device.inbox.request("INVITE"), 486);
      await device.inbox.request("ACK");
      caller.send(ackForFailure(invite, await caller.inbox.response((s) => s >= 200, "INVITE")));
      expect(invitesAt(other)).toBe(before);
    };
    // The laptop registered last.
    await ringsOnly(laptop, desk);
    // Then the desk places a call: now it is the one last used.
    const outgoing = await desk.call("1005");
    caller.respond(await caller.inbox.request("INVITE"), 486);
    desk.send(ackForFailure(outgoing, await desk.inbox.response((s) => s >= 200, "INVITE")));
    await caller.inbox.request("ACK");
    await ringsOnly(desk, laptop);
  });

  it("answers 486 Do Not Disturb for a callee on do-not-disturb, whatever devices they have", async () => {
    const grace = await account("grace@example.com");
    const desk = await phones.registered(grace);
    const mobile = await phones.registered(grace);
    // Through the API, as the client does: the SIP plane reads DND from the in-memory directory.
    const setDnd = (dnd: "0" | "1") =>
      postApi(t.app, "/phones/update/", { token: grace.jwetoken, name: grace.phone, dnd });
    expect((await setDnd("1")).status).toBe(200);
    try {
      const caller = await phones.registered(await account("henry@example.com"));
      await caller.call("1007");
      const answer = await caller.inbox.response((s) => s >= 200, "INVITE");
      expect([answer.status, answer.reason]).toEqual([486, "Do Not Disturb"]);
      expect([...desk.inbox.unreadRequests(), ...mobile.inbox.unreadRequests()]).toEqual([]);
      expect((await history("grace@example.com"))[0]).toMatchObject({
        call_type: "INB",
        status: "busy",
        call_b: "400011008",
        call_name: "Henry Hill",
        call_desc: "Do not disturb",
      });
      expect((await history("henry@example.com"))[0]).toMatchObject({
        call_type: "OUT",
        status: "busy",
        call_b: "400011007",
        call_desc: "Busy — Do not disturb",
      });
    } finally {
      expect((await setDnd("0")).status).toBe(200);
    }
  });

  it("keeps calls inside the tenant: 404 both ways between Globex and Example Ltd", async () => {
    const oscar = await phones.registered(await account("oscar@globex.example"));
    const alice = await phones.registered(await account("alice@example.com"));
    for (const [from, dialled] of [
      [oscar, "400011001"],
      [oscar, "1001"],
      [alice, "400022001"],
      [alice, "2001"],
    ] as const) {
      t.clock.advance(1_000);
      await from.call(dialled);
      expect((await from.inbox.response((s) => s >= 200, "INVITE")).status).toBe(404);
    }
    expect(alice.inbox.unreadRequests()).toEqual([]);
    // Oscar's history keeps what he dialled and names nobody; nobody at Example Ltd hears of it.
    expect((await history("oscar@globex.example")).slice(0, 2)).toEqual([
      expect.objectContaining({ call_type: "OUT", status: "failed", call_b: "1001", call_name: "" }),
      expect.objectContaining({ call_type: "OUT", status: "failed", call_b: "400011001", call_name: "" }),
    ]);
    expect(
      (await history("alice@example.com")).filter(
        (item) => item.call_type === "INB" && item.call_b.startsWith("40002"),
      ),
    ).toEqual([]);
  });

  it("answers 404 for an unknown extension, 480 for a user registered nowhere, 488 from the mailbox to an offer without WebRTC audio", async () => {
    const caller = await phones.registered(await account("bob@example.com"));
    for (const [dialled, status] of [
      ["1999", 404],
      ["*1", 488],
      ["1099", 404],
      ["1008", 480],
    ] as const) {
      t.clock.advance(1_000);
      await caller.call(dialled);
      expect([dialled, (await caller.inbox.response((s) => s >= 200, "INVITE")).status]).toEqual([
        dialled,
        status,
      ]);
    }
    expect((await history("bob@example.com")).slice(0, 4)).toEqual([
      expect.objectContaining({
        call_b: "400011008",
        call_name: "Henry Hill",
        status: "noanswer",
        call_desc: "Not reachable",
      }),
      expect.objectContaining({ call_b: "1099", status: "failed", call_desc: "Number not found" }),
      expect.objectContaining({ call_b: "*1", status: "failed", call_desc: outcomeOfStatus(488) }),
      expect.objectContaining({ call_b: "1999", status: "failed", call_desc: "Number not found" }),
    ]);
    expect((await history("henry@example.com"))[0]).toMatchObject({
      call_type: "INB",
      status: "noanswer",
      call_b: "400011002",
      call_desc: "Missed call",
    });
  });
});

/*
 * Issue 8 §3: tenant isolation of in-dialog requests, the Origin check at the upgrade, the call rate
 * per user and the parser's refusals.
 */
/** The HTTP status an upgrade to /sip is refused with, or "open". */
async function upgrade(origin?: string): Promise<string> {
  const socket = new WebSocket(sipUrl, ["sip"], origin === undefined ? {} : { origin });
  const outcome = await new Promise<string>((resolve) => {
    socket.once("open", () => resolve("open"));
    socket.once("error", (error) => resolve(error.message.replace(/^Unexpected server response: /, "")));
  });
  socket.close();
  return outcome;
}

describe("tenant isolation inside dialogs", () => {
  it("refuses a Globex user's MESSAGE, INVITE, BYE and NOTIFY with a made-up To tag to an Example Ltd user's device (481)", async () => {
    const alice = await phones.registered(await account("alice@example.com"));
    const oscar = await phones.registered(await account("oscar@globex.example"));
    const [device] = t.app.planes.sip.registrar.bindings(alice.aor as never);
    if (!device) throw new Error("alice has no binding");
    for (const method of ["MESSAGE", "INVITE", "BYE", "NOTIFY"]) {
      const forged = oscar.request(method, device.contactUri, {
        to: `<${alice.aor}>;tag=made-up`,
        body: "hello from another tenant",
        headers: [["Event", "refer"]],
      });
      oscar.send(forged);
      const answer = await oscar.inbox.response((s) => s >= 200, method);
      if (method === "INVITE") oscar.send(ackForFailure(forged, answer));
      expect([method, answer.status]).toEqual([method, 481]);
    }
    expect(alice.inbox.unreadRequests()).toEqual([]);
  });
});

describe("the WebSocket upgrade", () => {
  it("refuses a page of another site with 403, and lets in the public URL's pages and clients that send no Origin", async () => {
    expect(await upgrade("https://evil.example")).toBe("403");
    expect(await upgrade(t.config.publicUrl)).toBe("open");
    expect(await upgrade()).toBe("open");
  });
});

describe("call rate per user", () => {
  it("rings a colleague for 10 of 30 INVITEs in a row and answers the rest 503 with Retry-After; history has 10 calls", async () => {
    const alice = await phones.registered(await account("alice@example.com"));
    const bob = await phones.registered(await account("bob@example.com"));
    const before = (await history("bob@example.com")).length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const invite = await alice.call("1002");
      if (i < 10) bob.respond(await bob.inbox.request("INVITE"), 486);
      const answer = await alice.inbox.response((s) => s >= 200, "INVITE");
      alice.send(ackForFailure(invite, answer));
      if (answer.status === 503) expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(486), ...Array<number>(20).fill(503)]);
    expect(await history("bob@example.com")).toHaveLength(before + 10);
  });
});

describe("parser strictness", () => {
  it("answers 400 to a NUL in the Call-ID before anything else happens", async () => {
    const socket = new WebSocket(sipUrl, ["sip"]);
    await once(socket, "open");
    const answer = once(socket, "message");
    socket.send(
      [
        "INVITE sip:1002@mobex.local SIP/2.0",
        "Via: SIP/2.0/WS x.invalid;branch=z9hG4bKnul",
        "Max-Forwards: 70",
        "From: <sip:400011001@mobex.local>;tag=a",
        "To: <sip:1002@mobex.local>",
        "Call-ID: abc\u0000def",
        "CSeq: 1 INVITE",
        "Content-Length: 0",
        "",
        "",
      ].join("\r\n"),
    );
    const [frame] = (await answer) as [Buffer];
    expect(frame.toString().split("\r\n")[0]).toBe("SIP/2.0 400 Bad Request");
    socket.close();
  });
});
