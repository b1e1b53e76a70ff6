import { describe, expect, it, vi } from "vitest";
import { FakeClock } from "../clock/fake-clock";
import { createResponse } from "../message/create-response";
import { createMemoryConnectionPair } from "../transport/memory-connection";
import { simpleRequest } from "../../test-support/build-message";
import { ServerInviteTransaction } from "./server-invite-transaction";
import { DEFAULT_TIMERS } from "./timer-settings";
import { TransactionLayer } from "./transaction-layer";
import { TransactionState } from "./transaction-state";

function setup() {
  const onRequest = vi.fn();
  const onStrayResponse = vi.fn();
  const layer = new TransactionLayer({
    clock: new FakeClock(),
    timers: DEFAULT_TIMERS,
    onListenerError: (e) => {
      throw e;
    },
    onRequest,
    onStrayResponse,
  });
  const { server } = createMemoryConnectionPair();
  return { layer, onRequest, onStrayResponse, connection: server };
}

describe("transaction layer", () => {
  it("hands a new request to the TU with a new server transaction, and absorbs its retransmission", () => {
    const { layer, onRequest, connection } = setup();
    const invite = simpleRequest();
    layer.receiveRequest(invite, connection);
    layer.receiveRequest(invite, connection);
    expect(onRequest).toHaveBeenCalledOnce();
    expect(onRequest.mock.calls[0]?.[2]).toBeInstanceOf(ServerInviteTransaction);
  });

  it("matches the ACK for a failure response to the INVITE's server transaction (same branch)", () => {
    const { layer, onRequest, connection } = setup();
    const invite = simpleRequest({ branch: "z9hG4bKsame" });
    layer.receiveRequest(invite, connection);
    const tx = onRequest.mock.calls[0]?.[2] as ServerInviteTransaction;
    tx.respond(createResponse(invite, 486));
    layer.receiveRequest(simpleRequest({ method: "ACK", branch: "z9hG4bKsame", toTag: "x" }), connection);
    expect(onRequest).toHaveBeenCalledOnce();
    expect(tx.state).toBe(TransactionState.Terminated);
    expect(layer.size).toBe(0);
  });

  it("passes an ACK with a new branch (the ACK for a 2xx) to the TU without a transaction", () => {
    const { layer, onRequest, connection } = setup();
    layer.receiveRequest(simpleRequest({ method: "ACK", branch: "z9hG4bKnew", toTag: "x" }), connection);
    expect(onRequest).toHaveBeenCalledWith(expect.objectContaining({ method: "ACK" }), connection, undefined);
  });

  it("finds the INVITE a CANCEL targets by branch, while the CANCEL gets its own transaction", () => {
    const { layer, onRequest, connection } = setup();
    layer.receiveRequest(simpleRequest({ branch: "z9hG4bKc" }), connection);
    const cancel = simpleRequest({ method: "CANCEL", branch: "z9hG4bKc" });
    layer.receiveRequest(cancel, connection);
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(layer.findInviteFor(cancel)).toBe(onRequest.mock.calls[0]?.[2]);
    expect(layer.findInviteFor(simpleRequest({ method: "CANCEL", branch: "z9hG4bKother" }))).toBeUndefined();
  });

  it("keeps transactions apart that share a branch but not a sent-by", () => {
    const { layer, onRequest, connection } = setup();
    layer.receiveRequest(simpleRequest({ branch: "z9hG4bKdup", sentBy: "one.invalid" }), connection);
    layer.receiveRequest(simpleRequest({ branch: "z9hG4bKdup", sentBy: "two.invalid" }), connection);
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it("routes a response to its client transaction by branch and CSeq method, and others as stray", () => {
    const { layer, onStrayResponse, connection } = setup();
    const user = { onResponse: vi.fn(), onTimeout: vi.fn(), onTransportError: vi.fn() };
    const invite = simpleRequest({ branch: "z9hG4bKout" });
    layer.sendRequest(invite, connection, user);
    layer.receiveResponse(createResponse(invite, 180), connection);
    expect(user.onResponse).toHaveBeenCalledOnce();
    layer.receiveResponse(createResponse(simpleRequest({ branch: "z9hG4bKunknown" }), 200), connection);
    expect(onStrayResponse).toHaveBeenCalledOnce();
  });

  it("fails the transactions of a connection that closes", () => {
    const { layer, connection } = setup();
    const user = { onResponse: vi.fn(), onTimeout: vi.fn(), onTransportError: vi.fn() };
    layer.sendRequest(simpleRequest(), connection, user);
    layer.connectionClosed(connection);
    expect(user.onTransportError).toHaveBeenCalledOnce();
    expect(layer.size).toBe(0);
  });
});
