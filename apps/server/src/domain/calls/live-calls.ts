import type { Clock } from "../../clock";
import type { Presentation } from "./caller-presentation";

export type CallParty = { userId: string; phone: string; name: string };

/**
 * One call in progress, from the moment the proxy forwards its INVITE:
 *
 *   trying ──first device rings──> ringing ──answer──> talking ──hang-up──> (gone)
 *     │                              │
 *     └──answer without ringing──────┼──> talking
 *     └──refused, cancelled, no answer──────────────> (gone)
 */
export type LiveCallState = "trying" | "ringing" | "talking";

export type LiveCall = {
  /** The SIP dialog: Call-ID and the caller's tag. */
  id: string;
  sipCallId: string;
  tenantId: string;
  caller: CallParty;
  callee: CallParty;
  /** How the callee sees the caller (the caller id the caller chose). */
  shown: Presentation;
  video: boolean;
  state: LiveCallState;
  /** The colleague whose ringing call `callee` picked up (issue 4); `callee` is then the picker. */
  pickedUpFrom?: CallParty;
  /** Voicemail took the call for `callee` (issue 12): the callee is no longer on it. */
  toVoicemail?: true;
  startedAt: number;
  ringingAt?: number;
  answeredAt?: number;
};

/** A user's side of a live call, for the presence board: who, which way, ringing or talking since when. */
export type LiveCallView = {
  id: string;
  direction: "in" | "out";
  state: "ringing" | "talking";
  other: Presentation;
  video: boolean;
  /** When it started ringing, or when it was answered (epoch ms). */
  since: number;
};

/**
 * A call whose INVITE never became a dialog (the caller cancelled it while it was being routed) would stay
 * "trying" for ever; any call still trying after RFC 3261 §16.6 Timer C (181 s) is such a one.
 */
const STALE_TRYING_MS = 200_000;
/** How often `begin` looks for such calls; they wait that much longer at most. */
const STALE_CHECK_MS = 1_000;

/** The live state of every call on this node: what the presence board shows (ARCHITECTURE.md). */
export class LiveCalls {
  private readonly calls = new Map<string, LiveCall>();
  private readonly byUser = new Map<string, Set<string>>();
  /** userId → a number that changes whenever forUser(userId) may answer otherwise; absent without calls. */
  private readonly versions = new Map<string, number>();
  private nextVersion = 1;
  private nextStaleCheck = 0;

  constructor(private readonly clock: Clock) {}

  begin(call: Omit<LiveCall, "state" | "startedAt" | "pickedUpFrom">): void {
    const now = this.clock.now();
    this.dropStale(now);
    // Every field written out: `{ ...call, state }` would take V8's slow object-clone path per call.
    const entry: LiveCall = {
      id: call.id,
      sipCallId: call.sipCallId,
      tenantId: call.tenantId,
      caller: call.caller,
      callee: call.callee,
      shown: call.shown,
      video: call.video,
      state: "trying",
      startedAt: now,
    };
    this.calls.set(call.id, entry);
    this.index(call.caller.userId, call.id);
    this.index(call.callee.userId, call.id);
  }

  /** Changes whenever forUser(userId) may answer otherwise (the presence board's lamp cache). */
  versionOf(userId: string): number | undefined {
    return this.versions.get(userId);
  }

  /** The oldest call ringing at `userId` (as callee) in `tenantId`: what a pickup of theirs takes. */
  ringingFor(tenantId: string, userId: string): LiveCall | undefined {
    let oldest: LiveCall | undefined;
    for (const id of this.byUser.get(userId) ?? []) {
      const call = this.calls.get(id);
      if (call?.state !== "ringing" || call.tenantId !== tenantId || call.callee.userId !== userId) continue;
      if (!oldest || (call.ringingAt ?? call.startedAt) < (oldest.ringingAt ?? oldest.startedAt))
        oldest = call;
    }
    return oldest;
  }

  /**
   * `picker` took the unanswered call (issue 4): it now rings there, and the colleague it rang
   * for is free again (the board shows them idle).
   */
  pickedUp(id: string, picker: CallParty): void {
    const call = this.calls.get(id);
    if (!call || call.state === "talking" || call.callee.userId === picker.userId) return;
    const from = call.callee;
    call.callee = picker;
    call.pickedUpFrom = from;
    if (from.userId !== call.caller.userId) this.unindex(from.userId, id);
    this.index(picker.userId, id);
    this.touch(call);
  }

  /**
   * Voicemail answers the call for the callee (issue 12): their board no longer shows it and
   * nobody can pick it up, while the caller stays on it until they hang up.
   */
  divertedToVoicemail(id: string): void {
    const call = this.calls.get(id);
    if (!call || call.toVoicemail) return;
    call.toVoicemail = true;
    if (call.callee.userId !== call.caller.userId) this.unindex(call.callee.userId, id);
    this.touch(call);
  }

  /**
   * A device of the callee answered after all, its 2xx having crossed the proxy's diversion
   * (sip-proxy's "diverted" event): the call is theirs again.
   */
  takenBackFromVoicemail(id: string): void {
    const call = this.calls.get(id);
    if (!call?.toVoicemail) return;
    delete call.toVoicemail;
    this.index(call.callee.userId, id);
    this.touch(call);
  }

  get(id: string): LiveCall | undefined {
    return this.calls.get(id);
  }

  ringing(id: string, atMs: number): void {
    const call = this.calls.get(id);
    if (call?.state !== "trying") return;
    call.state = "ringing";
    call.ringingAt = atMs;
    this.touch(call);
  }

  answered(id: string, atMs: number): void {
    const call = this.calls.get(id);
    if (!call || call.state === "talking") return;
    call.state = "talking";
    call.answeredAt = atMs;
    this.touch(call);
  }

  /** Removes the call and returns what was known of it. */
  end(id: string): LiveCall | undefined {
    const call = this.calls.get(id);
    if (!call) return undefined;
    this.calls.delete(id);
    this.unindex(call.caller.userId, id);
    this.unindex(call.callee.userId, id);
    return call;
  }

  /** The user's calls that ring or are answered, oldest first. */
  forUser(userId: string): LiveCallView[] {
    const views: LiveCallView[] = [];
    for (const id of this.byUser.get(userId) ?? []) {
      const call = this.calls.get(id);
      if (!call || call.state === "trying") continue;
      // Calling oneself (another device) is an outgoing call seen from the caller's side.
      const outgoing = call.caller.userId === userId;
      views.push({
        id: call.id,
        direction: outgoing ? "out" : "in",
        state: call.state,
        other: outgoing ? { number: call.callee.phone, name: call.callee.name } : call.shown,
        video: call.video,
        since: (call.state === "talking" ? call.answeredAt : call.ringingAt) ?? call.startedAt,
      });
    }
    return views.sort((a, b) => a.since - b.since);
  }

  get size(): number {
    return this.calls.size;
  }

  private index(userId: string, id: string): void {
    let ids = this.byUser.get(userId);
    if (!ids) this.byUser.set(userId, (ids = new Set()));
    ids.add(id);
    this.versions.set(userId, this.nextVersion++);
  }

  private unindex(userId: string, id: string): void {
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
    // Without calls a user's answer is always the same (none), so the version goes with them.
    if (this.byUser.has(userId)) this.versions.set(userId, this.nextVersion++);
    else this.versions.delete(userId);
  }

  private touch(call: LiveCall): void {
    this.versions.set(call.caller.userId, this.nextVersion++);
    this.versions.set(call.callee.userId, this.nextVersion++);
  }

  /**
   * At most once per STALE_CHECK_MS: each check walks every live call, which on every INVITE
   * would make a busy node's call set-up cost grow with the calls it carries.
   */
  private dropStale(now: number): void {
    if (now < this.nextStaleCheck) return;
    this.nextStaleCheck = now + STALE_CHECK_MS;
    const before = now - STALE_TRYING_MS;
    for (const call of this.calls.values()) {
      if (call.state === "trying" && call.startedAt < before) this.end(call.id);
    }
  }
}
