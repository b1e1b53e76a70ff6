import type { Clock } from "../../clock";
import type { TenantRow, UserRow } from "../../db/schema";
import { SlidingWindowLimiter } from "../auth/sliding-window-limiter";
import { diagnosticEventSchema, occurredAt, titleOf } from "./diagnostic-event";
import type { DiagnosticRepository } from "./diagnostic-repository";
import { EnvelopeError, jsonObject, parseEnvelope } from "./envelope-parser";

/** Who sent an envelope: a signed-in user, or only the tenant's public key (userless report). */
export type ReportSender = { tenant: TenantRow; user: UserRow | null };

/**
 * Rates (issue 10: rate-limited per user): a browser in an error loop must not fill the table.
 * Events, not envelopes, are counted; a userless sender shares one budget per tenant.
 */
export const REPORTS_PER_USER = 30;
export const REPORTS_PER_TENANT_KEY = 60;
export const REPORT_WINDOW_MS = 10 * 60_000;
/** Reports are kept this long, then removed (checked at most hourly, when reports arrive). */
export const RETENTION_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

export class TooManyReports extends Error {
  override readonly name = "TooManyReports";
  constructor(readonly retryAfterSeconds: number) {
    super("too many reports");
  }
}

export type IntakeResult = { eventIds: string[] };

/**
 * Takes a Sentry envelope (POST /api/<project>/envelope/) and stores its events. Items other than
 * events (sessions, client reports, attachments) are accepted and dropped: the SDK must not retry
 * them, and nothing here reads them.
 */
export class DiagnosticsIntake {
  private readonly perUser: SlidingWindowLimiter;
  private readonly perTenantKey: SlidingWindowLimiter;
  private lastPruneAt = 0;

  constructor(
    private readonly reports: DiagnosticRepository,
    private readonly clock: Clock,
  ) {
    this.perUser = new SlidingWindowLimiter(REPORTS_PER_USER, REPORT_WINDOW_MS, clock);
    this.perTenantKey = new SlidingWindowLimiter(REPORTS_PER_TENANT_KEY, REPORT_WINDOW_MS, clock);
  }

  /** Throws TooManyReports before the body is read when the sender's budget is spent. */
  checkRate(sender: ReportSender): void {
    const retryAfter = this.limiterOf(sender).retryAfterSeconds(this.rateKey(sender));
    if (retryAfter > 0) throw new TooManyReports(retryAfter);
  }

  /** Stores the envelope's events; EnvelopeError (or a ZodError) when it is malformed. */
  async accept(sender: ReportSender, body: Buffer, userAgent: string): Promise<IntakeResult> {
    this.checkRate(sender);
    const envelope = parseEnvelope(body);
    const events = envelope.items
      .filter((item) => item.header.type === "event")
      .map((item) => diagnosticEventSchema.parse(jsonObject(item.payload, "event")));
    const now = this.clock.now();
    const eventIds: string[] = [];
    for (const event of events) {
      const limiter = this.limiterOf(sender);
      const key = this.rateKey(sender);
      const retryAfter = limiter.retryAfterSeconds(key);
      if (retryAfter > 0) throw new TooManyReports(retryAfter);
      limiter.record(key);
      await this.reports.add({
        tenantId: sender.tenant.id,
        userId: sender.user?.id ?? null,
        eventId: event.event_id,
        level: event.level,
        title: titleOf(event),
        release: event.release ?? "",
        url: event.request?.url ?? "",
        userAgent: (typeof event.request?.userAgent === "string" ? event.request.userAgent : userAgent).slice(
          0,
          500,
        ),
        occurredAt: occurredAt(event, now),
        receivedAt: new Date(now),
        payload: event,
      });
      eventIds.push(event.event_id);
    }
    await this.pruneNowAndThen(now);
    return { eventIds };
  }

  private limiterOf(sender: ReportSender): SlidingWindowLimiter {
    return sender.user ? this.perUser : this.perTenantKey;
  }

  private rateKey(sender: ReportSender): string {
    return sender.user ? sender.user.id : `tenant:${sender.tenant.id}`;
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.reports.pruneBefore(new Date(now - RETENTION_MS));
  }
}

export { EnvelopeError };
