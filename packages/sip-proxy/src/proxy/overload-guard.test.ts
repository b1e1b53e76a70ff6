import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";
import type { LagSource } from "../clock/event-loop-lag";

let harness: Harness;
const bobUri = `sip:bob@${DOMAIN}`;

afterEach(() => harness.proxy.close());

/** A lag source the test sets by hand. */
function fakeLag(): LagSource & { value: number } {
  return {
    value: 0,
    lagMs() {
      return this.value;
    },
    close() {},
  };
}

describe("load shedding while the event loop lags", () => {
  it("answers a new INVITE and a REGISTER 503 with Retry-After, but lets the BYE of a set-up call through", async () => {
    const lag = fakeLag();
    let authentications = 0;
    harness = createHarness(
      {
        authenticate: (username) => {
          authentications += 1;
          return Promise.resolve({ password: `secret-${username}`, aor: `sip:${username}@${DOMAIN}` });
        },
      },
      { overload: { maxEventLoopLagMs: 100, retryAfterS: 7, lagSource: lag } },
    );
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    const invite = await alice.call(bobUri);
    const ringing = await bob.inbox.request("INVITE");
    bob.respond(ringing, 200);
    const ok = await alice.inbox.response(200, "INVITE");
    const dialog = alice.dialogAsCaller(invite, ok);
    alice.send(dialog.request("ACK", { seq: invite.cseq().seq }));
    await bob.inbox.request("ACK");

    lag.value = 101;
    const before = authentications;
    const fresh = alice.request("INVITE", bobUri);
    alice.send(fresh);
    const busy = await alice.inbox.response(503, "INVITE");
    expect(busy.headers.get("Retry-After")).toBe("7");
    alice.ackFailure(fresh, busy);
    const carol = harness.ua("carol");
    carol.send(carol.request("REGISTER", `sip:${DOMAIN}`, { to: `<sip:carol@${DOMAIN}>` }));
    expect((await carol.inbox.response(503, "REGISTER")).headers.get("Retry-After")).toBe("7");
    expect(authentications).toBe(before);

    // In-dialog requests are never shed: a re-INVITE reaches Bob, then the BYE ends the call.
    const reinvite = dialog.request("INVITE", {
      headers: [["Content-Type", "application/sdp"]],
      body: "v=0\r\n",
    });
    alice.send(reinvite);
    bob.respond(await bob.inbox.request("INVITE"), 200);
    await alice.inbox.response(200, "INVITE");
    alice.send(dialog.request("ACK", { seq: reinvite.cseq().seq }));
    await bob.inbox.request("ACK");
    alice.send(dialog.request("BYE"));
    bob.respond(await bob.inbox.request("BYE"), 200);
    await alice.inbox.response(200, "BYE");
    expect(harness.events.at(-1)).toMatchObject({ type: "terminated" });
  });

  it("takes new calls again once the lag is gone", async () => {
    const lag = fakeLag();
    harness = createHarness({}, { overload: { maxEventLoopLagMs: 100, lagSource: lag } });
    const alice = await harness.registered("alice");
    const bob = await harness.registered("bob");
    lag.value = 500;
    alice.send(alice.request("INVITE", bobUri));
    await alice.inbox.response(503, "INVITE");
    lag.value = 0;
    await alice.call(bobUri);
    await bob.inbox.request("INVITE");
  });
});
