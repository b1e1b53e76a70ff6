import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FinishedCall } from "../calls/cdr-rows";
import type { UserRow } from "../../db/schema";
import { ManualClock } from "../../test-support/manual-clock";
import { VideoDevices } from "./video-devices";
import type { VideoEndpoint } from "./video-endpoint";
import { VideoSwitchboard } from "./video-switchboard";

const RING_TIMEOUT_MS = 30_000;
const offer = { type: "offer", sdp: "v=0" } as const;

function user(id: string, phone: string, changes: Partial<UserRow> = {}): UserRow {
  return {
    id,
    tenantId: "tenant-1",
    email: `${id}@example.com`,
    extension: phone.slice(5),
    phone,
    name: id,
    licensed: true,
    videoSupport: true,
    dnd: false,
    ...changes,
  } as UserRow;
}

type Sent = { event: string; payload: unknown };
function endpoint(id: string, owner: UserRow): VideoEndpoint & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    id,
    userId: owner.id,
    tenantId: owner.tenantId,
    sessionId: `session-${id}`,
    sent,
    send: (event, payload) => sent.push({ event, payload }),
  };
}

describe("VideoSwitchboard", () => {
  let users: Map<string, UserRow>;
  let devices: VideoDevices;
  let records: FinishedCall[];
  let switchboard: VideoSwitchboard;

  beforeEach(() => {
    vi.useFakeTimers();
    users = new Map([
      ["alice", user("alice", "400011001")],
      ["bob", user("bob", "400011002")],
    ]);
    devices = new VideoDevices();
    records = [];
    switchboard = new VideoSwitchboard({
      members: {
        member: (_tenantId, id) => Promise.resolve(users.has(id) ? { user: users.get(id)! } : undefined),
      },
      dialPlan: {
        userFor: (_caller, dialled) => Promise.resolve([...users.values()].find((u) => u.phone === dialled)),
      },
      devices,
      callRecords: { record: (call) => records.push(call) },
      iceServers: () => ({ iceServers: [], iceServersExpireAt: null }),
      clock: new ManualClock(),
      ringTimeoutMs: RING_TIMEOUT_MS,
    });
  });
  afterEach(() => vi.useRealTimers());

  async function ringingCall() {
    const alice = endpoint("a1", users.get("alice")!);
    const bob = endpoint("b1", users.get("bob")!);
    await switchboard.register(alice, { number: "400011001", enabled: true });
    await switchboard.register(bob, { number: "1002", enabled: true });
    const { callId, ring } = await switchboard.call(alice, { to: "400011002", sdp: offer });
    ring();
    return { alice, bob, callId };
  }

  it("stops ringing after the ring timeout: noAnswer for the caller, a missed video call for the callee", async () => {
    const { alice, bob, callId } = await ringingCall();
    vi.advanceTimersByTime(RING_TIMEOUT_MS);
    expect(alice.sent.at(-1)).toEqual({ event: "callStatus", payload: { callId, status: "noAnswer" } });
    expect(bob.sent.at(-1)).toEqual({ event: "callCancelled", payload: { callId, reason: "noAnswer" } });
    expect(records).toMatchObject([{ status: "noanswer", video: true, callerNote: "No answer" }]);
    expect(switchboard.liveCalls).toBe(0);
  });

  it("rings a device that comes online with video while the call rings, with the offer and the caller's candidates so far", async () => {
    const { alice, bob, callId } = await ringingCall();
    const candidate = { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0" };
    switchboard.relayCandidate(alice, { callId, candidate });
    const laptop = endpoint("b2", users.get("bob")!);
    await switchboard.register(laptop, { number: "400011002", enabled: true });
    expect(laptop.sent).toEqual([
      { event: "incomingCall", payload: { callId, from: "400011001", name: "alice", sdp: offer } },
      { event: "iceCandidate", payload: { callId, candidate } },
    ]);
    // Announcing video again does not ring it twice; answering on it stops the first device.
    await switchboard.register(laptop, { number: "400011002", enabled: true });
    expect(laptop.sent).toHaveLength(2);
    switchboard.answer(laptop, { callId, sdp: { type: "answer", sdp: "v=0" } });
    expect(bob.sent.at(-1)).toEqual({
      event: "callCancelled",
      payload: { callId, reason: "answeredElsewhere" },
    });
    // Once answered, a device coming online does not ring.
    const phone = endpoint("b3", users.get("bob")!);
    await switchboard.register(phone, { number: "400011002", enabled: true });
    expect(phone.sent).toEqual([]);
  });

  it("does not time out an answered call", async () => {
    const { bob, callId } = await ringingCall();
    switchboard.answer(bob, { callId, sdp: { type: "answer", sdp: "v=0" } });
    vi.advanceTimersByTime(RING_TIMEOUT_MS * 2);
    expect(switchboard.liveCalls).toBe(1);
    expect(records).toEqual([]);
  });

  it("tells the caller 'unavailable' when the only ringing device turns video off", async () => {
    const { alice, bob, callId } = await ringingCall();
    await switchboard.register(bob, { number: "400011002", enabled: false });
    expect(alice.sent.at(-1)).toEqual({ event: "callStatus", payload: { callId, status: "unavailable" } });
    expect(devices.online("bob")).toBe(false);
    expect(records).toMatchObject([{ status: "noanswer" }]);
  });

  it("tells the caller 'unavailable' when the callee's device is busy on another call (call waiting off)", async () => {
    const { alice, bob, callId } = await ringingCall();
    switchboard.refuse(bob, { callId, busy: true });
    expect(alice.sent.at(-1)).toEqual({ event: "callStatus", payload: { callId, status: "unavailable" } });
    expect(records).toMatchObject([{ status: "busy", callerNote: "Busy" }]);
    expect(switchboard.liveCalls).toBe(0);
  });

  it("does not ring a callee on do-not-disturb, and keeps it out of their missed calls", async () => {
    users.set("bob", user("bob", "400011002", { dnd: true }));
    const { alice, bob, callId } = await ringingCall();
    expect(alice.sent.at(-1)).toEqual({ event: "callStatus", payload: { callId, status: "unavailable" } });
    expect(bob.sent).toEqual([]);
    expect(records).toMatchObject([{ status: "busy", calleeNote: "Do not disturb" }]);
  });

  it("refuses video on for a user whose provisioning disables video", async () => {
    users.set("bob", user("bob", "400011002", { videoSupport: false }));
    const bob = endpoint("b1", users.get("bob")!);
    await expect(switchboard.register(bob, { number: "400011002", enabled: true })).rejects.toMatchObject({
      code: "videoDisabled",
    });
    expect(devices.online("bob")).toBe(false);
  });
});
