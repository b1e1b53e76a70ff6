import { once } from "node:events";
import JsSIP from "jssip";
import type { RTCSession } from "jssip/lib/RTCSession";
import type { UA } from "jssip/lib/UA";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DialogEvent } from "../dialog/dialog-events";
import { createSipProxy, type SipProxy } from "../sip-proxy";
import { jssipPhones, type JssipPhones } from "../../test-support/jssip-phones";
import { createTestHooks, DOMAIN } from "../../test-support/proxy-harness";
import type { LocalIncomingCall, LocalService } from "./local-agent";

/*
 * A real JsSIP user agent (the web app's SIP stack) in Node, over WebSocket, calls an AoR the
 * proxy serves with a local agent: the agent answers, hears a DTMF digit JsSIP sends as INFO, and
 * hangs up; JsSIP also receives the agent's message-waiting MESSAGE.
 */

let proxy: SipProxy;
let voicemail: LocalService;
const offered: LocalIncomingCall[] = [];
const events: DialogEvent[] = [];
const NO_ANSWER_MS = 300;
let phones: JssipPhones;

beforeAll(async () => {
  const hooks = createTestHooks(new Set(["alice", "bob", "voicemail"]), events, []);
  proxy = createSipProxy({
    domain: DOMAIN,
    realm: DOMAIN,
    nonceSecret: "interop",
    hooks: {
      ...hooks,
      // Calls to Bob go to voicemail when he does not answer within NO_ANSWER_MS.
      resolveTarget: (query) =>
        query.dialled === "bob"
          ? Promise.resolve({
              kind: "aor",
              aor: "bob",
              fallback: { aor: "voicemail", afterMs: NO_ANSWER_MS, onStatuses: [486, 603] },
            })
          : hooks.resolveTarget(query),
    },
  });
  voicemail = proxy.serveLocal("voicemail", { onInvite: (call) => offered.push(call) });
  phones = await jssipPhones(proxy);
});

afterAll(() => phones.close());

const startAgent = (user: string): Promise<UA> => phones.start(user);

describe("a local agent with JsSIP", () => {
  it("answers a JsSIP call, hears its INFO digit, hangs up, and reaches it with a MESSAGE", async () => {
    const agent = await startAgent("alice");

    const session: RTCSession = agent.call(`sip:voicemail@${DOMAIN}`, {
      mediaConstraints: { audio: false, video: false },
    });
    await expect.poll(() => offered.length).toBe(1);
    const call = offered[0]!;
    expect(call.from.user).toBe("alice");
    expect(call.offerSdp).toContain("m=audio");
    const digits: string[] = [];
    call.onInfoDigit((digit) => digits.push(digit));
    await Promise.all([call.answer(call.offerSdp), once(session, "confirmed")]);

    session.sendDTMF("7", { transportType: JsSIP.C.DTMF_TRANSPORT.INFO });
    await expect.poll(() => digits).toEqual(["7"]);

    const ended = once(session, "ended") as Promise<[{ originator: string }]>;
    call.hangup();
    expect((await ended)[0].originator).toBe("remote");
    expect(await call.ended).toBe("local-bye");
    await expect
      .poll(() => events.at(-1))
      .toMatchObject({ type: "terminated", cause: "bye", endedBy: "callee" });

    const message = once(agent, "newMessage") as Promise<[{ request: { body: string } }]>;
    const status = voicemail.sendMessage(
      "alice",
      "application/simple-message-summary",
      "Messages-Waiting: yes\r\nVoice-Message: 1/0\r\n",
    );
    expect((await message)[0].request.body).toBe("Messages-Waiting: yes\r\nVoice-Message: 1/0\r\n");
    expect(await status).toBe(200);
  });

  it("takes a call Bob's JsSIP phone did not answer in time: Bob's phone sees it cancelled, Alice is answered", async () => {
    const alice = phones.started[0]!;
    const bob = await startAgent("bob");
    const bobFailed = new Promise<{ cause: string }>((resolve) => {
      bob.on("newRTCSession", ({ session }: { session: RTCSession }) => {
        session.on("failed", (event: { cause: string }) => resolve(event));
      });
    });
    const session: RTCSession = alice.call(`sip:bob@${DOMAIN}`, {
      mediaConstraints: { audio: false, video: false },
    });
    await once(session, "progress");
    expect((await bobFailed).cause).toBe(JsSIP.C.causes.CANCELED);
    await expect.poll(() => offered.length).toBe(2);
    const call = offered[1]!;
    await Promise.all([call.answer(call.offerSdp), once(session, "confirmed")]);
    expect(events.find((event) => event.type === "diverted")).toMatchObject({
      from: `sip:bob@${DOMAIN}`,
      to: `sip:voicemail@${DOMAIN}`,
      reason: "no-answer",
    });
    const ended = once(session, "ended");
    session.terminate();
    await ended;
    expect(await call.ended).toBe("remote-bye");
  });
});
