import type { ServerTransaction } from "../transaction/transaction-layer";
import { TransactionState } from "../transaction/transaction-state";
import type { ForkContext } from "./fork-context";

/**
 * Live response contexts by server transaction: how a CANCEL finds its INVITE's branches
 * (RFC 3261 §16.10), and by tracked dialog: how a pickup finds the call it takes over. A context
 * is dropped when its server transaction ends.
 */
export class ForkRegistry {
  private readonly contexts = new Map<ServerTransaction, ForkContext>();
  private readonly byDialog = new Map<string, ForkContext>();

  register(server: ServerTransaction, context: ForkContext): void {
    this.contexts.set(server, context);
    server.onStateChange((state) => {
      if (state !== TransactionState.Terminated) return;
      this.contexts.delete(server);
      if (context.dialogId !== undefined && this.byDialog.get(context.dialogId) === context) {
        this.byDialog.delete(context.dialogId);
      }
    });
  }

  /** The INVITE of `context` is the one that created the tracked dialog `dialogId`. */
  bindDialog(dialogId: string, context: ForkContext): void {
    context.dialogId = dialogId;
    if (this.contexts.has(context.server)) this.byDialog.set(dialogId, context);
  }

  get(server: ServerTransaction): ForkContext | undefined {
    return this.contexts.get(server);
  }

  forDialog(dialogId: string): ForkContext | undefined {
    return this.byDialog.get(dialogId);
  }

  close(): void {
    for (const context of this.contexts.values()) context.dispose();
    this.contexts.clear();
    this.byDialog.clear();
  }
}
