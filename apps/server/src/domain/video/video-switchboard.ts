import { randomUUID } from "node:crypto";
import {
  VIDEO_CALL_RATE,
  VIDEO_CANDIDATE_RATE,
  VIDEO_RING_TIMEOUT_MS,
  type CallCancelledReason,
  type CallUserPayload,
  type HangUpEvent,
  type IceCandidatePayload,
  type RefuseCallPayload,
  type RsdpPayload,
  type SdpPayload,
  type SetNumberPayload,
} from "@mobex/contracts/video";
import type { Clock } from "../../clock";
import type { UserRow } from "../../db/schema";
import { SlidingWindowLimiter } from "../auth/sliding-window-limiter";
import type { CallRecords } from "../calls/call-records";
import type { CallParty } from "../calls/live-calls";
import type { IceServersGrant } from "./ice-servers";
import { finishedVideoCall, type VideoCall, type VideoCallOutcome } from "./video-call";
import { VideoCallBook } from "./video-call-book";
import type { VideoDevices } from "./video-devices";
import { VideoRefusal, type VideoEndpoint } from "./video-endpoint";

// The caller's candidates kept for a device that joins the ringing late: as many as the per-10 s
// candidate rate lets one socket send.
const VIDEO_MAX_OFFER_CANDIDATES = VIDEO_CANDIDATE_RATE.max;

export type VideoSwitchboardDependencies = {
  /** The in-memory directory (TenantDirectory): current rows, so flags changed since connect count. */
  members: { member(tenantId: string, userId: string): Promise<{ user: UserRow } | undefined> };
  /** Who a dialled phone or extension is in the caller's tenant (DialPlan): no other tenant is searched. */
  dialPlan: { userFor(caller: UserRow, dialled: string): Promise<UserRow | undefined> };
  devices: VideoDevices;
  callRecords: Pick<CallRecords, "record">;
  iceServers(userId: string): IceServersGrant;
  clock: Clock;
  ringTimeoutMs?: number;
  /** How long an answered call waits for a dropped party's device to reconnect (0: it ends at once). */
  reconnectGraceMs?: number;
};

/**
 * A dropped socket (server restart, network change) leaves the peer-to-peer media running, and
 * socket.io reconnects within seconds: the call waits this long for the same device session.
 */
export const VIDEO_RECONNECT_GRACE_MS = 10_000;
/** How long a device session that never came back is remembered, to tell it its calls ended. */
const ENDED_WHILE_AWAY_MEMORY_MS = 10 * 60_000;

const partyOf = (user: UserRow): CallParty => ({ userId: user.id, phone: user.phone, name: user.name });

/**
 * The rules of 1:1 video calls (spec 1 §3–§5, issue 11): who may call whom, which devices ring and
 * stop, how a call ends and what history it leaves. Each method is one client event of an
 * endpoint; a refused one throws VideoRefusal. Other endpoints are told through their `send`.
 */
export class VideoSwitchboard {
  private readonly calls = new VideoCallBook();
  private readonly callAttempts: SlidingWindowLimiter;
  private readonly candidates: SlidingWindowLimiter;
  private readonly ringTimeoutMs: number;
  private readonly reconnectGraceMs: number;
  /** Device session → the answered calls waiting for it to reconnect. */
  private readonly awayBySession = new Map<string, Set<VideoCall>>();
  /** Device session → the calls that ended while it was away, to tell it when it is back. */
  private readonly endedWhileAway = new Map<string, HangUpEvent[]>();
  private closing = false;

  constructor(private readonly deps: VideoSwitchboardDependencies) {
    this.callAttempts = new SlidingWindowLimiter(VIDEO_CALL_RATE.max, VIDEO_CALL_RATE.windowMs, deps.clock);
    this.candidates = new SlidingWindowLimiter(
      VIDEO_CANDIDATE_RATE.max,
      VIDEO_CANDIDATE_RATE.windowMs,
      deps.clock,
    );
    this.ringTimeoutMs = deps.ringTimeoutMs ?? VIDEO_RING_TIMEOUT_MS;
    this.reconnectGraceMs = deps.reconnectGraceMs ?? VIDEO_RECONNECT_GRACE_MS;
  }

  /** setNumber: the device turns video on (it rings, the user shows online with video) or off. */
  async register(endpoint: VideoEndpoint, { number, enabled }: SetNumberPayload): Promise<IceServersGrant> {
    const user = await this.userOf(endpoint);
    if (number !== user.phone && number !== user.extension)
      throw new VideoRefusal("notYourNumber", "number must be your own phone or extension");
    if (enabled && !user.videoSupport)
      throw new VideoRefusal("videoDisabled", "video calls are not enabled for this user");
    if (enabled) this.join(endpoint, user);
    else this.withdraw(endpoint);
    return this.deps.iceServers(user.id);
  }

  /**
   * callUser: checks the caller may call `to` and books the call. `ring` is called by the plane
   * right after it acked the callId, so that the caller knows the id before any event names it.
   */
  async call(
    endpoint: VideoEndpoint,
    payload: CallUserPayload,
  ): Promise<{ callId: string; ring: () => void }> {
    if (!this.deps.devices.has(endpoint))
      throw new VideoRefusal("notRegistered", "send setNumber with video on before calling");
    if (this.calls.outgoingOf(endpoint))
      throw new VideoRefusal("callInProgress", "this device is calling already");
    if (this.callAttempts.retryAfterSeconds(endpoint.userId) > 0)
      throw new VideoRefusal("rateLimited", "too many video calls: wait a minute");
    this.callAttempts.record(endpoint.userId);
    const caller = await this.userOf(endpoint);
    const callee = await this.deps.dialPlan.userFor(caller, payload.to);
    if (callee?.id === caller.id) throw new VideoRefusal("callingYourself", "You cannot call yourself");
    if (!callee?.licensed) throw new VideoRefusal("notColleague", "no colleague has that number");
    // Awaiting the lookups let another callUser of this endpoint through the check above.
    if (this.calls.outgoingOf(endpoint))
      throw new VideoRefusal("callInProgress", "this device is calling already");
    const call: VideoCall = {
      id: randomUUID(),
      tenantId: caller.tenantId,
      caller: partyOf(caller),
      callerEndpoint: endpoint,
      callee: partyOf(callee),
      dialled: payload.to,
      state: "ringing",
      ringing: new Map(),
      startedAt: this.deps.clock.now(),
    };
    this.calls.add(call);
    return { callId: call.id, ring: () => this.ring(call, callee, payload.sdp) };
  }

  /** rsdp: a ringing device answers; the others stop ringing. */
  answer(endpoint: VideoEndpoint, { callId, sdp }: RsdpPayload): void {
    const call = this.ringingOn(endpoint, callId);
    call.state = "answered";
    call.offer = undefined;
    call.answeredAt = this.deps.clock.now();
    clearTimeout(call.ringTimer);
    this.calls.answeredOn(call, endpoint);
    this.calls.stopRinging(call, endpoint);
    this.stopRingingAll(call, "answeredElsewhere");
    call.callerEndpoint.send("rsdp", { callId, sdp });
    call.callerEndpoint.send("callStatus", { callId, status: "answered" });
    endpoint.send("callStatus", { callId, status: "answered" });
  }

  /**
   * refuseCall: a ringing device refuses; the caller hears 'Video call was declined', or 'User
   * unavailable' when the device is busy on another call with call waiting off.
   */
  refuse(endpoint: VideoEndpoint, { callId, busy = false }: RefuseCallPayload): void {
    const call = this.ringingOn(endpoint, callId);
    this.calls.stopRinging(call, endpoint);
    this.stopRingingAll(call, "refusedElsewhere");
    call.callerEndpoint.send("callStatus", { callId, status: busy ? "unavailable" : "declined" });
    this.finish(call, busy ? "busy" : "declined");
  }

  /** sdp: renegotiation (ICE restart) offers and answers between the two parties of an answered call. */
  relaySdp(endpoint: VideoEndpoint, { callId, sdp }: SdpPayload): void {
    const call = this.calls.get(callId);
    const other = call?.state === "answered" ? this.otherParty(call, endpoint) : undefined;
    if (!other) throw unknownCall(callId);
    other.send("sdp", { callId, sdp });
  }

  /** iceCandidate: the caller's go to every ringing device until one answers, then party to party. */
  relayCandidate(endpoint: VideoEndpoint, { callId, candidate }: IceCandidatePayload): void {
    if (this.candidates.retryAfterSeconds(endpoint.id) > 0)
      throw new VideoRefusal("rateLimited", "too many ICE candidates", callId);
    this.candidates.record(endpoint.id);
    const call = this.calls.get(callId);
    if (!call) throw unknownCall(callId);
    const callerRinging = call.state === "ringing" && call.callerEndpoint.id === endpoint.id;
    if (callerRinging && call.offer && call.offer.candidates.length < VIDEO_MAX_OFFER_CANDIDATES)
      call.offer.candidates.push(candidate);
    const targets = callerRinging ? [...call.ringing.values()] : [this.otherParty(call, endpoint)];
    for (const target of targets) {
      if (!target) throw unknownCall(callId);
      target.send("iceCandidate", { callId, candidate });
    }
  }

  /** hangUp: the caller cancels a ringing call, a ringing device refuses it, either party ends it. */
  hangUp(endpoint: VideoEndpoint, { callId }: { callId: string }): void {
    const call = this.calls.get(callId);
    if (call?.state === "ringing" && call.ringing.has(endpoint.id)) return this.refuse(endpoint, { callId });
    const other = call ? this.otherParty(call, endpoint) : undefined;
    if (!call || (call.state === "answered" && !other)) throw unknownCall(callId);
    if (call.state === "ringing") {
      if (call.callerEndpoint.id !== endpoint.id) throw unknownCall(callId);
      this.stopRingingAll(call, "cancelled");
      return this.finish(call, "cancelled");
    }
    other?.send("hangUp", { callId, reason: "hangUp" });
    if (other && call.away?.endpoint === other) this.rememberEnded(other, { callId, reason: "hangUp" });
    this.finish(call, "ended");
  }

  /**
   * The endpoint's socket closed: it rings no more, its ringing calls end, and its answered calls
   * wait VIDEO_RECONNECT_GRACE_MS for the device to come back before they end ('User disconnected').
   */
  disconnected(endpoint: VideoEndpoint): void {
    for (const call of this.calls.of(endpoint)) {
      if (call.state === "answered") {
        // Both parties gone: nobody is left to wait with.
        if (this.reconnectGraceMs > 0 && !this.closing && !call.away) this.waitForReturn(call, endpoint);
        else this.endForAbsence(call, endpoint);
      } else if (call.callerEndpoint.id === endpoint.id) {
        this.stopRingingAll(call, "cancelled");
        this.finish(call, "cancelled");
      } else {
        this.deviceGone(call, endpoint);
      }
    }
    this.deps.devices.remove(endpoint);
  }

  /** The server closes: calls waiting for a device end now, so that their history is written. */
  close(): void {
    this.closing = true;
    for (const calls of [...this.awayBySession.values()]) {
      for (const call of calls) if (call.away) this.endForAbsence(call, call.away.endpoint);
    }
  }

  /** Live calls on this node, for the bench and the logs. */
  get liveCalls(): number {
    return this.calls.size;
  }

  private waitForReturn(call: VideoCall, endpoint: VideoEndpoint): void {
    // The device may have announced its new socket before the old one's close got here.
    const returned = this.deps.devices
      .of(endpoint.userId)
      .find((device) => device.sessionId === endpoint.sessionId && device.id !== endpoint.id);
    if (returned) return this.calls.rebind(call, endpoint, returned);
    const timer = setTimeout(() => this.endForAbsence(call, endpoint), this.reconnectGraceMs);
    // Waiting must not keep a closing server alive; close() ends these calls.
    timer.unref();
    call.away = { endpoint, timer };
    let calls = this.awayBySession.get(endpoint.sessionId);
    if (!calls) this.awayBySession.set(endpoint.sessionId, (calls = new Set()));
    calls.add(call);
  }

  /**
   * The dropped party did not come back (or cannot): the other hears 'User disconnected', and so
   * does each party that was away, should its device come back later.
   */
  private endForAbsence(call: VideoCall, endpoint: VideoEndpoint): void {
    if (this.calls.get(call.id) !== call) return;
    this.otherParty(call, endpoint)?.send("hangUp", { callId: call.id, reason: "userDisconnected" });
    if (this.reconnectGraceMs > 0) {
      const ended = { callId: call.id, reason: "userDisconnected" } as const;
      this.rememberEnded(endpoint, ended);
      const other = call.away?.endpoint;
      if (other && other !== endpoint) this.rememberEnded(other, ended);
    }
    this.finish(call, "ended");
  }

  /** A call of a device that is away ended: its `hangUp` waits for the device to come back. */
  private rememberEnded({ sessionId }: VideoEndpoint, event: HangUpEvent): void {
    const ended = this.endedWhileAway.get(sessionId) ?? [];
    if (ended.length === 0) {
      this.endedWhileAway.set(sessionId, ended);
      setTimeout(() => this.endedWhileAway.delete(sessionId), ENDED_WHILE_AWAY_MEMORY_MS).unref();
    }
    ended.push(event);
  }

  /**
   * A device announced itself: if it is a session that dropped during calls, those still waiting
   * are its again, and those that ended meanwhile end on the device too ('User disconnected').
   */
  private welcomeBack(endpoint: VideoEndpoint): void {
    const waiting = this.awayBySession.get(endpoint.sessionId);
    this.awayBySession.delete(endpoint.sessionId);
    for (const call of waiting ?? []) {
      const away = call.away;
      if (!away || away.endpoint.userId !== endpoint.userId) continue;
      clearTimeout(away.timer);
      call.away = undefined;
      this.calls.rebind(call, away.endpoint, endpoint);
    }
    const ended = this.endedWhileAway.get(endpoint.sessionId) ?? [];
    this.endedWhileAway.delete(endpoint.sessionId);
    for (const event of ended) endpoint.send("hangUp", event);
  }

  private ring(call: VideoCall, callee: UserRow, sdp: CallUserPayload["sdp"]): void {
    const devices = callee.videoSupport ? this.deps.devices.of(callee.id) : [];
    if (callee.dnd || devices.length === 0) {
      call.callerEndpoint.send("callStatus", { callId: call.id, status: "unavailable" });
      return this.finish(call, callee.dnd && devices.length > 0 ? "doNotDisturb" : "unavailable");
    }
    call.offer = { sdp, candidates: [] };
    for (const device of devices) this.ringDevice(call, device);
    call.callerEndpoint.send("callStatus", { callId: call.id, status: "ringing" });
    call.ringTimer = setTimeout(() => this.unanswered(call), this.ringTimeoutMs);
    // A ringing call must not keep a closing server alive; its end is the sockets' close.
    call.ringTimer.unref();
  }

  private ringDevice(call: VideoCall, device: VideoEndpoint): void {
    if (!call.offer) return;
    this.calls.ring(call, device);
    const { caller } = call;
    device.send("incomingCall", {
      callId: call.id,
      from: caller.phone,
      name: caller.name,
      sdp: call.offer.sdp,
    });
    for (const candidate of call.offer.candidates)
      device.send("iceCandidate", { callId: call.id, candidate });
  }

  /**
   * A device comes online with video: a call ringing for its user rings there too (a laptop opened
   * while the desk rings), unless the user is on Do not disturb — then the call would not ring at all.
   */
  private join(endpoint: VideoEndpoint, user: UserRow): void {
    const known = this.deps.devices.has(endpoint);
    this.deps.devices.add(endpoint);
    this.welcomeBack(endpoint);
    if (known || user.dnd) return;
    for (const call of this.calls.ringingFor(user.id)) {
      if (!call.ringing.has(endpoint.id)) this.ringDevice(call, endpoint);
    }
  }

  private unanswered(call: VideoCall): void {
    if (this.calls.get(call.id) !== call || call.state !== "ringing") return;
    this.stopRingingAll(call, "noAnswer");
    call.callerEndpoint.send("callStatus", { callId: call.id, status: "noAnswer" });
    this.finish(call, "noAnswer");
  }

  /** A ringing device went away (socket closed, video turned off): with none left, nobody can answer. */
  private deviceGone(call: VideoCall, device: VideoEndpoint): void {
    this.calls.stopRinging(call, device);
    if (call.ringing.size > 0) return;
    call.callerEndpoint.send("callStatus", { callId: call.id, status: "unavailable" });
    this.finish(call, "unavailable");
  }

  /** setNumber off: the device stops being a video device and stops ringing; its answered calls go on. */
  private withdraw(endpoint: VideoEndpoint): void {
    if (!this.deps.devices.remove(endpoint)) return;
    for (const call of this.calls.of(endpoint)) {
      if (call.state === "ringing" && call.ringing.has(endpoint.id)) this.deviceGone(call, endpoint);
    }
  }

  private stopRingingAll(call: VideoCall, reason: CallCancelledReason): void {
    for (const device of [...call.ringing.values()]) {
      this.calls.stopRinging(call, device);
      device.send("callCancelled", { callId: call.id, reason });
    }
  }

  private finish(call: VideoCall, outcome: VideoCallOutcome): void {
    clearTimeout(call.ringTimer);
    if (call.away) {
      clearTimeout(call.away.timer);
      const waiting = this.awayBySession.get(call.away.endpoint.sessionId);
      waiting?.delete(call);
      if (waiting?.size === 0) this.awayBySession.delete(call.away.endpoint.sessionId);
      call.away = undefined;
    }
    this.calls.remove(call);
    this.deps.callRecords.record(finishedVideoCall(call, outcome, this.deps.clock.now()));
  }

  private ringingOn(endpoint: VideoEndpoint, callId: string): VideoCall {
    const call = this.calls.get(callId);
    if (call?.state !== "ringing" || !call.ringing.has(endpoint.id)) throw unknownCall(callId);
    return call;
  }

  /** The other party of the call, when `endpoint` is one of its two parties. */
  private otherParty(call: VideoCall, endpoint: VideoEndpoint): VideoEndpoint | undefined {
    if (call.callerEndpoint.id === endpoint.id) return call.calleeEndpoint;
    if (call.calleeEndpoint?.id === endpoint.id) return call.callerEndpoint;
    return undefined;
  }

  private async userOf(endpoint: VideoEndpoint): Promise<UserRow> {
    const member = await this.deps.members.member(endpoint.tenantId, endpoint.userId);
    // The plane closes the sockets of a user who loses the licence; until it does, refuse.
    if (!member?.user.licensed) throw new VideoRefusal("notRegistered", "this user may not make video calls");
    return member.user;
  }
}

function unknownCall(callId: string): VideoRefusal {
  return new VideoRefusal("unknownCall", "no such call on this device", callId);
}
