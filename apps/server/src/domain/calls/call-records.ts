import type { FastifyBaseLogger } from "fastify";
import type { CdrRepository } from "./cdr-repository";
import { cdrRowsOf, type FinishedCall } from "./cdr-rows";

/**
 * Writes the history of every finished call. Calls end inside protocol events that cannot wait for
 * the database, so writes run in the background; `drain` waits for them (shutdown, tests).
 */
export class CallRecords {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly cdrs: CdrRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  record(call: FinishedCall): void {
    const write = this.cdrs.insert(cdrRowsOf(call)).catch((error: unknown) => {
      this.log.error({ err: error, sipCallId: call.sipCallId }, "call history not written");
    });
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Resolves once every write started so far has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
