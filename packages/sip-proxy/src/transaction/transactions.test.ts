import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeClock } from "../clock/fake-clock";
import { createResponse } from "../message/create-response";
import { createMemoryConnectionPair } from "../transport/memory-connection";
import type { Connection } from "../transport/connection";
import { simpleRequest } from "../../test-support/build-message";
import { MessageRecorder } from "../../test-support/message-recorder";
import { ClientInviteTransaction } from "./client-invite-transaction";
import { ClientNonInviteTransaction } from "./client-non-invite-transaction";
import { ServerInviteTransaction } from "./server-invite-transaction";
import { ServerNonInviteTransaction } from "./server-non-invite-transaction";
import { DEFAULT_TIMERS } from "./timer-settings";
import { TransactionState } from "./transaction-state";

/** Microtask delivery of the in-memory transport needs a tick before asserting on the peer. */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

let clock: FakeClock;
const context = () => ({
  clock,
  timers: DEFAULT_TIMERS,
  onListenerError: (e: unknown) => {
    throw e;
  },
});

function pair(reliable: boolean): { local: Connection; peer: MessageRecorder } {
  const { server, client } = createMemoryConnectionPair({ reliable });
  return { local: server, peer: new MessageRecorder(client) };
}

function tu() {
  return { onResponse: vi.fn(), onTimeout: vi.fn(), onTransportError: vi.fn() };
}

beforeEach(() => {
  clock = new FakeClock();
});

describe("INVITE client transaction", () => {
  it("reports a timeout when Timer B (64*T1) fires without any response", () => {
    const { local } = pair(true);
    const user = tu();
    const tx = new ClientInviteTransaction("k", simpleRequest(), local, context(), user);
    tx.start();
    clock.advance(64 * 500 - 1);
    expect(user.onTimeout).not.toHaveBeenCalled();
    clock.advance(1);
    expect(user.onTimeout).toHaveBeenCalledOnce();
    expect(tx.state).toBe(TransactionState.Terminated);
    expect(clock.pendingCount()).toBe(0);
  });

  it("retransmits with Timer A doubling on an unreliable transport until a provisional arrives", async () => {
    const { local, peer } = pair(false);
    const invite = simpleRequest();
    const tx = new ClientInviteTransaction("k", invite, local, context(), tu());
    tx.start();
    clock.advance(500); // first retransmission at T1
    clock.advance(1000); // then 2*T1
    clock.advance(2000); // then 4*T1
    await flush();
    expect(peer.labels()).toEqual(["INVITE", "INVITE", "INVITE", "INVITE"]);
    tx.receiveResponse(createResponse(invite, 180));
    clock.advance(10_000);
    await flush();
    expect(peer.labels()).toHaveLength(4);
    expect(tx.state).toBe(TransactionState.Proceeding);
  });

  it("stops Timer B once a provisional response arrives (Timer C is the proxy's business)", () => {
    const { local } = pair(true);
    const user = tu();
    const invite = simpleRequest();
    const tx = new ClientInviteTransaction("k", invite, local, context(), user);
    tx.start();
    tx.receiveResponse(createResponse(invite, 180));
    clock.advance(10 * 60_000);
    expect(user.onTimeout).not.toHaveBeenCalled();
  });

  it("acknowledges a failure response hop by hop and terminates at once on a reliable transport", async () => {
    const { local, peer } = pair(true);
    const user = tu();
    const invite = simpleRequest({ branch: "z9hG4bKfail" });
    const tx = new ClientInviteTransaction("k", invite, local, context(), user);
    tx.start();
    tx.receiveResponse(createResponse(invite, 486, { toTag: "bobtag" }));
    await flush();
    expect(user.onResponse).toHaveBeenCalledOnce();
    const ack = peer.messages[1];
    expect(ack?.kind === "request" && ack.method).toBe("ACK");
    expect(ack?.topVia().params.get("branch")).toBe("z9hG4bKfail");
    expect(ack?.toTag()).toBe("bobtag");
    expect(ack?.cseq()).toEqual({ seq: 1, method: "ACK" });
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("waits Timer D in Completed on an unreliable transport and re-ACKs retransmitted finals", async () => {
    const { local, peer } = pair(false);
    const user = tu();
    const invite = simpleRequest();
    const tx = new ClientInviteTransaction("k", invite, local, context(), user);
    tx.start();
    const busy = createResponse(invite, 486, { toTag: "t" });
    tx.receiveResponse(busy);
    tx.receiveResponse(busy);
    await flush();
    expect(peer.labels()).toEqual(["INVITE", "ACK", "ACK"]);
    expect(user.onResponse).toHaveBeenCalledOnce();
    clock.advance(32_000);
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("passes 2xx retransmissions up while Accepted and ends with Timer M", () => {
    const { local } = pair(true);
    const user = tu();
    const invite = simpleRequest();
    const tx = new ClientInviteTransaction("k", invite, local, context(), user);
    tx.start();
    const ok = createResponse(invite, 200, { toTag: "t" });
    tx.receiveResponse(ok);
    tx.receiveResponse(ok);
    expect(tx.state).toBe(TransactionState.Accepted);
    expect(user.onResponse).toHaveBeenCalledTimes(2);
    clock.advance(64 * 500);
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("reports a transport error when the connection is gone", () => {
    const { local } = pair(true);
    local.close();
    const user = tu();
    const tx = new ClientInviteTransaction("k", simpleRequest(), local, context(), user);
    tx.start();
    expect(user.onTransportError).toHaveBeenCalledOnce();
    expect(tx.state).toBe(TransactionState.Terminated);
  });
});

describe("non-INVITE client transaction", () => {
  it("reports a timeout when Timer F fires", () => {
    const { local } = pair(true);
    const user = tu();
    const tx = new ClientNonInviteTransaction("k", simpleRequest({ method: "BYE" }), local, context(), user);
    tx.start();
    clock.advance(32_000);
    expect(user.onTimeout).toHaveBeenCalledOnce();
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("retransmits with Timer E capped at T2, and at T2 once Proceeding", async () => {
    const { local, peer } = pair(false);
    const bye = simpleRequest({ method: "BYE" });
    const tx = new ClientNonInviteTransaction("k", bye, local, context(), tu());
    tx.start();
    // 500, 1000, 2000, 4000, 4000: at t = 0.5, 1.5, 3.5, 7.5, 11.5 s
    clock.advance(11_500);
    await flush();
    expect(peer.labels()).toHaveLength(6);
    tx.receiveResponse(createResponse(bye, 100));
    clock.advance(4000);
    await flush();
    expect(peer.labels()).toHaveLength(7);
  });

  it("completes on a final response and terminates with Timer K", () => {
    const { local } = pair(false);
    const user = tu();
    const bye = simpleRequest({ method: "BYE" });
    const tx = new ClientNonInviteTransaction("k", bye, local, context(), user);
    tx.start();
    tx.receiveResponse(createResponse(bye, 200));
    expect(tx.state).toBe(TransactionState.Completed);
    clock.advance(5000);
    expect(tx.state).toBe(TransactionState.Terminated);
    expect(clock.pendingCount()).toBe(0);
  });
});

describe("INVITE server transaction", () => {
  it("reports a missing ACK when Timer H fires after a failure response", () => {
    const { local } = pair(true);
    const invite = simpleRequest();
    const tx = new ServerInviteTransaction("k", invite, local, context());
    const timeout = vi.fn();
    tx.onTimeout(timeout);
    tx.respond(createResponse(invite, 486));
    expect(tx.state).toBe(TransactionState.Completed);
    clock.advance(64 * 500);
    expect(timeout).toHaveBeenCalledOnce();
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("absorbs the ACK, moving through Confirmed to Terminated (Timer I is 0 on reliable transports)", () => {
    const { local } = pair(true);
    const invite = simpleRequest();
    const tx = new ServerInviteTransaction("k", invite, local, context());
    tx.respond(createResponse(invite, 486));
    tx.receiveRequest(simpleRequest({ method: "ACK" }));
    expect(tx.state).toBe(TransactionState.Terminated);
    expect(clock.pendingCount()).toBe(0);
  });

  it("retransmits the final response with Timer G on an unreliable transport, and waits Timer I after ACK", async () => {
    const { local, peer } = pair(false);
    const invite = simpleRequest();
    const tx = new ServerInviteTransaction("k", invite, local, context());
    tx.respond(createResponse(invite, 603));
    clock.advance(500 + 1000 + 2000 + 4000 + 4000);
    await flush();
    expect(peer.labels()).toEqual(["603", "603", "603", "603", "603", "603"]);
    tx.receiveRequest(simpleRequest({ method: "ACK" }));
    expect(tx.state).toBe(TransactionState.Confirmed);
    clock.advance(5000);
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("resends the last provisional on an INVITE retransmission", async () => {
    const { local, peer } = pair(true);
    const invite = simpleRequest();
    const tx = new ServerInviteTransaction("k", invite, local, context());
    tx.respond(createResponse(invite, 100));
    tx.receiveRequest(invite);
    await flush();
    expect(peer.labels()).toEqual(["100", "100"]);
  });

  it("stays Accepted after a 2xx, still sending later 2xx, until Timer L", async () => {
    const { local, peer } = pair(true);
    const invite = simpleRequest();
    const tx = new ServerInviteTransaction("k", invite, local, context());
    tx.respond(createResponse(invite, 200, { toTag: "a" }));
    tx.respond(createResponse(invite, 200, { toTag: "b" }));
    tx.respond(createResponse(invite, 486));
    await flush();
    expect(peer.labels()).toEqual(["200", "200"]);
    clock.advance(64 * 500);
    expect(tx.state).toBe(TransactionState.Terminated);
  });
});

describe("non-INVITE server transaction", () => {
  it("answers a retransmission with the final response until Timer J", async () => {
    const { local, peer } = pair(false);
    const options = simpleRequest({ method: "OPTIONS" });
    const tx = new ServerNonInviteTransaction("k", options, local, context());
    tx.receiveRequest(options);
    tx.respond(createResponse(options, 200));
    tx.receiveRequest(options);
    await flush();
    expect(peer.labels()).toEqual(["200", "200"]);
    clock.advance(64 * 500);
    expect(tx.state).toBe(TransactionState.Terminated);
  });

  it("terminates at once after the final response on a reliable transport", () => {
    const { local } = pair(true);
    const options = simpleRequest({ method: "OPTIONS" });
    const tx = new ServerNonInviteTransaction("k", options, local, context());
    tx.respond(createResponse(options, 200));
    expect(tx.state).toBe(TransactionState.Terminated);
  });
});
