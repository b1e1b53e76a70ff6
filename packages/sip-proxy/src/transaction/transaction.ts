import type { Clock, TimerHandle } from "../clock/clock";
import type { Connection } from "../transport/connection";
import { ListenerSet } from "../transport/listener-set";
import { timerValues, type TimerName, type TimerSettings, type TimerValues } from "./timer-settings";
import { TransactionState } from "./transaction-state";

export interface TransactionContext {
  readonly clock: Clock;
  readonly timers: TimerSettings;
  readonly onListenerError: (error: unknown) => void;
  /**
   * Told first when a transaction terminates, before its state listeners: the layer forgets it
   * there (one call, where a listener per transaction cost two closures).
   */
  readonly onTerminated?: (transaction: Transaction) => void;
}

/**
 * What the four RFC 3261 §17 transactions share: one connection, named timers that all die with
 * the transaction, and typed events. Subclasses own their state machine.
 */
export abstract class Transaction {
  protected readonly durations: Readonly<TimerValues>;
  /** Made at the first timer: a transaction on a reliable transport often runs none (RFC 3261 §17). */
  private running: Map<TimerName, TimerHandle> | undefined;
  private readonly stateChanges: ListenerSet<[TransactionState]>;
  private readonly transportErrors: ListenerSet<[]>;
  private readonly timeouts: ListenerSet<[]>;
  private current: TransactionState;
  /** Which map of the layer holds it: server transactions and client ones may share a key. */
  abstract readonly isServer: boolean;

  protected constructor(
    readonly key: string,
    readonly connection: Connection,
    protected readonly context: TransactionContext,
    initial: TransactionState,
  ) {
    this.current = initial;
    this.durations = timerValues(context.timers, connection.reliable);
    this.stateChanges = new ListenerSet(context.onListenerError);
    this.transportErrors = new ListenerSet(context.onListenerError);
    this.timeouts = new ListenerSet(context.onListenerError);
  }

  get state(): TransactionState {
    return this.current;
  }

  onStateChange(listener: (state: TransactionState) => void): () => void {
    return this.stateChanges.add(listener);
  }

  /** RFC 3261 §17.1.4 / §17.2.4: the transport failed; the transaction is already Terminated. */
  onTransportError(listener: () => void): () => void {
    return this.transportErrors.add(listener);
  }

  /** Timer B or F (client: no final response) or Timer H (server: no ACK) fired. */
  onTimeout(listener: () => void): () => void {
    return this.timeouts.add(listener);
  }

  /** The connection went away: RFC 3261 §17.1.4 treats that as a transport error. */
  connectionClosed(): void {
    if (this.current === TransactionState.Terminated) return;
    this.failTransport();
  }

  /** Ends the transaction now, e.g. when the proxy shuts down. */
  dispose(): void {
    if (this.current !== TransactionState.Terminated) this.setState(TransactionState.Terminated);
  }

  /** Re-reads the state after calling out, where a `switch` narrowing would be stale. */
  protected inState(state: TransactionState): boolean {
    return this.current === state;
  }

  protected setState(next: TransactionState): void {
    if (this.current === next) return;
    this.current = next;
    if (next === TransactionState.Terminated && this.running) {
      for (const timer of this.running.values()) timer.cancel();
      this.running = undefined;
    }
    if (next === TransactionState.Terminated) this.context.onTerminated?.(this);
    this.stateChanges.emit(next);
    if (next === TransactionState.Terminated) {
      this.stateChanges.clear();
      this.transportErrors.clear();
      this.timeouts.clear();
    }
  }

  /** Zero-length timers (reliable transports, RFC 3261 §17) fire at once, synchronously. */
  protected startTimer(name: TimerName, delayMs: number, fire: () => void): void {
    this.stopTimer(name);
    if (delayMs <= 0) {
      fire();
      return;
    }
    const running = (this.running ??= new Map());
    running.set(
      name,
      this.context.clock.setTimeout(() => {
        running.delete(name);
        fire();
      }, delayMs),
    );
  }

  protected stopTimer(name: TimerName): void {
    const timer = this.running?.get(name);
    if (!timer) return;
    timer.cancel();
    this.running?.delete(name);
  }

  /** Sends, turning a failed send into the transport-error transition. */
  protected transmit(text: string): boolean {
    if (this.connection.send(text)) return true;
    this.failTransport();
    return false;
  }

  protected timedOut(): void {
    if (this.current === TransactionState.Terminated) return;
    this.notifyTimeout();
    this.timeouts.emit();
    this.setState(TransactionState.Terminated);
  }

  /**
   * Told first of a timeout or a transport failure, before the listeners: a client transaction
   * tells its TU here (one method call, where a listener per transaction cost two closures).
   */
  protected notifyTimeout(): void {}

  protected notifyTransportError(): void {}

  private failTransport(): void {
    if (this.current === TransactionState.Terminated) return;
    this.notifyTransportError();
    this.transportErrors.emit();
    this.setState(TransactionState.Terminated);
  }
}
