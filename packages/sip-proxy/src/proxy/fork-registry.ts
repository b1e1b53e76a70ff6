import type { ServerTransaction } from "../transaction/transaction-layer";
import { TransactionState } from "../transaction/transaction-state";
import type { ForkContext } from "./fork-context";

/**
 * Live response contexts by server transaction: how a CANCEL finds its INVITE's branches
 * (RFC 3261 §16.10). A context is dropped when its server transaction ends.
 */
export class ForkRegistry {
  private readonly contexts = new Map<ServerTransaction, ForkContext>();

  register(server: ServerTransaction, context: ForkContext): void {
    this.contexts.set(server, context);
    server.onStateChange((state) => {
      if (state === TransactionState.Terminated) this.contexts.delete(server);
    });
  }

  get(server: ServerTransaction): ForkContext | undefined {
    return this.contexts.get(server);
  }

  close(): void {
    for (const context of this.contexts.values()) context.dispose();
    this.contexts.clear();
  }
}
