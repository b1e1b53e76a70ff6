import { EventEmitter, once } from "node:events";
import JsSIP from "jssip";
import type { RTCSession } from "jssip/lib/RTCSession";
import type { UA } from "jssip/lib/UA";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DialogEvent } from "./dialog/dialog-events";
import { createSipProxy, type SipProxy } from "./sip-proxy";
import { jssipPhones, type JssipPhones } from "../test-support/jssip-phones";
import { createTestHooks, DOMAIN } from "../test-support/proxy-harness";

/*
 * The browser client is JsSIP 3.x; this runs two real JsSIP user agents in Node against the proxy
 * over WebSocket: registration with digest, a MESSAGE, a call answered and hung up, forking to
 * two devices of one user, and a caller's CANCEL.
 */

let proxy: SipProxy;
const events = new EventEmitter();
let phones: JssipPhones;
/** How often the proxy checked credentials: a challenged request checks them, a trusted one does not. */
let credentialChecks = 0;

beforeAll(async () => {
  const known = new Set(["alice", "bob", "carol", "dave", "erin", "frank"]);
  const dialogEvents: DialogEvent[] = [];
  const hooks = createTestHooks(known, dialogEvents, []);
  proxy = createSipProxy({
    domain: DOMAIN,
    realm: DOMAIN,
    nonceSecret: "interop",
    hooks: {
      ...hooks,
      authenticate: (username, realm) => {
        credentialChecks += 1;
        return hooks.authenticate(username, realm);
      },
      onDialogEvent: (event) => events.emit("dialog", event),
    },
  });
  phones = await jssipPhones(proxy);
});

afterAll(() => phones.close());

const startAgent = (user: string): Promise<UA> => phones.start(user);

describe("JsSIP interoperability", () => {
  it("registers, messages, calls, answers and hangs up through the proxy", async () => {
    const alice = await startAgent("alice");
    const bob = await startAgent("bob");

    const message = once(bob, "newMessage") as Promise<[{ originator: string; request: { body: string } }]>;
    alice.sendMessage(`sip:bob@${DOMAIN}`, "hello bob");
    const [received] = await message;
    expect(received.request.body).toBe("hello bob");

    bob.on("newRTCSession", ({ session, originator }: { session: RTCSession; originator: string }) => {
      if (originator === "remote") session.answer({ mediaConstraints: { audio: false, video: false } });
    });
    const firstDialogEvent = once(events, "dialog") as Promise<[DialogEvent]>;
    const session = alice.call(`sip:bob@${DOMAIN}`, { mediaConstraints: { audio: false, video: false } });
    await once(session, "confirmed");
    expect((await firstDialogEvent)[0].type).toBe("early");

    const ended = once(session, "ended");
    const [call] = proxy.dialogs.list();
    expect(call).toMatchObject({
      state: "confirmed",
      parties: { callerAor: `sip:alice@${DOMAIN}`, calleeAor: `sip:bob@${DOMAIN}` },
    });
    const terminated = new Promise<DialogEvent>((resolve) => {
      events.on("dialog", (event: DialogEvent) => {
        if (event.type === "terminated") resolve(event);
      });
    });
    bob.terminateSessions();
    await ended;
    expect(await terminated).toMatchObject({ type: "terminated", cause: "bye", endedBy: "callee" });
  });

  it("sends a registered JsSIP agent's MESSAGE and INVITE on without a 407 (its flow is trusted)", async () => {
    const erin = await startAgent("erin");
    const frank = await startAgent("frank");
    const checksAfterRegistering = credentialChecks;
    const message = once(frank, "newMessage");
    erin.sendMessage(`sip:frank@${DOMAIN}`, "no challenge");
    await message;
    frank.on("newRTCSession", ({ session, originator }: { session: RTCSession; originator: string }) => {
      if (originator === "remote") session.answer({ mediaConstraints: { audio: false, video: false } });
    });
    const session = erin.call(`sip:frank@${DOMAIN}`, { mediaConstraints: { audio: false, video: false } });
    await once(session, "confirmed");
    expect(credentialChecks).toBe(checksAfterRegistering);
    const ended = once(session, "ended");
    erin.terminateSessions();
    await ended;
  });

  it("rings two JsSIP devices, and the one that did not answer sees the call completed elsewhere", async () => {
    const dave = await startAgent("dave");
    const desk = await startAgent("carol");
    const phone = await startAgent("carol");
    desk.on("newRTCSession", ({ session }: { session: RTCSession }) => {
      session.answer({ mediaConstraints: { audio: false, video: false } });
    });
    const phoneFailed = new Promise<{ cause: string }>((resolve) => {
      phone.on("newRTCSession", ({ session }: { session: RTCSession }) => {
        session.on("failed", (event: { cause: string }) => resolve(event));
      });
    });
    const session = dave.call(`sip:carol@${DOMAIN}`, { mediaConstraints: { audio: false, video: false } });
    await once(session, "confirmed");
    expect((await phoneFailed).cause).toBe(JsSIP.C.causes.CANCELED);
    session.terminate();
  });

  it("lets the caller cancel a ringing JsSIP call", async () => {
    const alice = phones.started[0]!;
    const bob = phones.started[1]!;
    bob.removeAllListeners("newRTCSession");
    const bobFailed = new Promise<{ originator: string }>((resolve) => {
      bob.on("newRTCSession", ({ session }: { session: RTCSession }) => {
        session.on("failed", (event: { originator: string }) => resolve(event));
      });
    });
    const session = alice.call(`sip:bob@${DOMAIN}`, { mediaConstraints: { audio: false, video: false } });
    await once(session, "progress");
    const failed = once(session, "failed") as Promise<[{ cause: string }]>;
    session.terminate();
    expect((await failed)[0].cause).toBe(JsSIP.C.causes.CANCELED);
    expect((await bobFailed).originator).toBe("remote");
  });
});
