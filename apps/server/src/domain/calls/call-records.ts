import type { FastifyBaseLogger } from "fastify";
import type { NewCdrRow } from "../../db/schema";
import type { CdrRepository } from "./cdr-repository";
import { cdrRowsOf, type FinishedCall } from "./cdr-rows";

/** Rows per INSERT; a busy node writes the calls that ended meanwhile together. */
const BATCH_ROWS = 500;

/**
 * Writes the history of every finished call. Calls end inside protocol events that cannot wait for
 * the database, so rows are queued and written in the background, one INSERT for all the rows that
 * queued up while the previous one ran; `drain` waits for them (shutdown, tests).
 */
export class CallRecords {
  private readonly queue: NewCdrRow[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly cdrs: CdrRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(call: FinishedCall): void {
    this.queue.push(...cdrRowsOf(call));
    this.startWriting();
  }

  /** Resolves once every row queued so far is written (or reported as lost). */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private startWriting(): void {
    if (this.writing || this.queue.length === 0) return;
    this.writing = this.writeQueued().finally(() => {
      this.writing = null;
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
