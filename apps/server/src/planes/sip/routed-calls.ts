import type { Clock } from "../../clock";
import type { Presentation } from "../../domain/calls/caller-presentation";
import type { CallParty } from "../../domain/calls/live-calls";

export type RoutedCall = { tenantId: string; caller: CallParty; callee: CallParty; shown: Presentation };

/** The proxy calls decorateRequest right after resolveTarget; a caller's CANCEL in between skips it. */
const FORGET_AFTER_MS = 60_000;

/**
 * What resolveTarget found for an INVITE, kept for decorateRequest of the same request (which has
 * its Call-ID and body) so that the database is asked once per call. Keyed by the caller's
 * connection and From tag; entries nobody took are dropped after a minute.
 */
export class RoutedCalls {
  private readonly entries = new Map<string, { call: RoutedCall; at: number }>();

  constructor(private readonly clock: Clock) {}

  put(connectionId: string, fromTag: string, call: RoutedCall): void {
    const now = this.clock.now();
    for (const [key, entry] of this.entries) {
      if (entry.at > now - FORGET_AFTER_MS) break;
      this.entries.delete(key);
    }
    this.entries.set(`${connectionId};${fromTag}`, { call, at: now });
  }

  take(connectionId: string, fromTag: string): RoutedCall | undefined {
    const key = `${connectionId};${fromTag}`;
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry?.call;
  }
}
