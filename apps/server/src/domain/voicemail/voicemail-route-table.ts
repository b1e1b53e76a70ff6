import type { Clock } from "../../clock";

/** Whose mailbox a call reaching the voicemail agent opens, and how. */
export type VoicemailRoute = {
  mode: "menu" | "deposit";
  /** The mailbox owner. */
  userId: string;
  /** Who is calling (a user of the same tenant): what one caller may hold at once is bounded by it. */
  callerUserId: string;
  tenantId: string;
  /** The caller as the mailbox owner sees them (their chosen caller id). */
  callerNumber: string;
  callerName: string;
};

/**
 * How long a noted route waits to be used: past the longest ring (120 s, contracts/voicemail-settings)
 * plus the design's 2 min after the call, which `forget` shortens once the call has ended.
 */
export const ROUTE_TTL_MS = 4 * 60_000;
const AFTER_END_MS = 2 * 60_000;
/** How often `note` looks for expired routes (each look reads them all): they live that much longer at most. */
const SWEEP_EVERY_MS = 1_000;

/**
 * The routes the SIP plane decided, by the INVITE's Call-ID and From tag (voicemail-design.md:
 * the voicemail agent never trusts headers from the caller, such as a forged Diversion; only what
 * the app itself decided when it routed the call). Expired routes are dropped as new ones come.
 */
export class VoicemailRouteTable {
  private readonly routes = new Map<string, { route: VoicemailRoute; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly clock: Clock) {}

  note(callId: string, fromTag: string, route: VoicemailRoute): void {
    const now = this.clock.now();
    this.sweep(now);
    this.routes.set(keyOf(callId, fromTag), { route, expiresAt: now + ROUTE_TTL_MS });
  }

  /** The route of the call now reaching the voicemail agent; each route serves one INVITE. */
  take(callId: string, fromTag: string): VoicemailRoute | undefined {
    const key = keyOf(callId, fromTag);
    const entry = this.routes.get(key);
    this.routes.delete(key);
    return entry && entry.expiresAt > this.clock.now() ? entry.route : undefined;
  }

  /** The call ended or was answered by a person: its route lives 2 min more at most. */
  ended(callId: string, fromTag: string): void {
    const entry = this.routes.get(keyOf(callId, fromTag));
    if (entry) entry.expiresAt = Math.min(entry.expiresAt, this.clock.now() + AFTER_END_MS);
  }

  get size(): number {
    return this.routes.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.routes) if (entry.expiresAt <= now) this.routes.delete(key);
  }
}

function keyOf(callId: string, fromTag: string): string {
  return `${callId};${fromTag}`;
}
