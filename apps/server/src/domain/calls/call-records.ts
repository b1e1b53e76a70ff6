import type { Log } from "../log";
import type { NewCdrRow } from "../../db/schema";
import type { CdrRepository } from "./cdr-repository";
import { cdrRowsOf, type FinishedCall } from "./cdr-rows";

/** Rows per INSERT; a full batch is written at once. */
const BATCH_ROWS = 500;
/**
 * How long a finished call's rows wait for others before they are written. A history read drains
 * the queue first (cdrs-routes.ts), so the wait never hides a call from its user; it only bounds
 * what a crash could lose. Each statement costs PGlite about a millisecond of CPU besides its rows:
 * at 200 calls/s a second's batch (400 rows) writes a row for about three quarters of the CPU a
 * 200 ms batch (80 rows) did.
 */
export const FLUSH_AFTER_MS = 1000;

/**
 * Writes the history of every finished call off the call path (issue 8 §4): calls end inside
 * protocol events that cannot wait for the database, so rows are queued and written in the
 * background, one INSERT for all the rows that queued up within FLUSH_AFTER_MS or while the
 * previous INSERT ran; `drain` writes at once and waits for them (shutdown, tests).
 */
export class CallRecords {
  private readonly queue: NewCdrRow[] = [];
  private writing: Promise<void> | null = null;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly cdrs: CdrRepository,
    private readonly log: Log,
    private readonly flushAfterMs = FLUSH_AFTER_MS,
  ) {}

  record(call: FinishedCall): void {
    this.queue.push(...cdrRowsOf(call));
    if (this.queue.length >= BATCH_ROWS) this.startWriting();
    else this.scheduleWrite();
  }

  /** Resolves once every row queued so far is written (or reported as lost). */
  async drain(): Promise<void> {
    this.startWriting();
    while (this.writing) await this.writing;
  }

  private scheduleWrite(): void {
    if (this.flushTimer || this.writing) return;
    this.flushTimer = setTimeout(() => this.startWriting(), this.flushAfterMs);
    // Shutdown drains the queue; a pending batch must not keep the process alive by itself.
    this.flushTimer.unref();
  }

  private startWriting(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.writing || this.queue.length === 0) return;
    this.writing = this.writeQueued().finally(() => {
      this.writing = null;
      // Rows that came while this INSERT ran have waited already: write them now.
      this.startWriting();
    });
  }

  private async writeQueued(): Promise<void> {
    while (this.queue.length > 0) {
      const rows = this.queue.splice(0, BATCH_ROWS);
      try {
        await this.cdrs.insert(rows);
      } catch {
        // One bad row (a user removed mid-call) must not take the others with it.
        for (const row of rows) {
          await this.cdrs.insert([row]).catch((error: unknown) => {
            this.log.error({ err: error, sipCallId: row.sipCallId }, "call history not written");
          });
        }
      }
    }
  }
}
