import type { Clock } from "../clock/clock";
import type { SipRequest, SipResponse } from "../message/sip-message";
import type { Connection } from "../transport/connection";
import { ClientInviteTransaction } from "./client-invite-transaction";
import { ClientNonInviteTransaction } from "./client-non-invite-transaction";
import type { ClientTransactionUser } from "./client-transaction-user";
import { ServerInviteTransaction } from "./server-invite-transaction";
import { ServerNonInviteTransaction } from "./server-non-invite-transaction";
import type { TimerSettings } from "./timer-settings";
import type { Transaction, TransactionContext } from "./transaction";
import { clientTransactionKey, serverTransactionKey } from "./transaction-key";

export type ServerTransaction = ServerInviteTransaction | ServerNonInviteTransaction;
export type ClientTransaction = ClientInviteTransaction | ClientNonInviteTransaction;

export interface TransactionLayerOptions {
  clock: Clock;
  timers: TimerSettings;
  onListenerError: (error: unknown) => void;
  /** A request that opened a server transaction, or (transaction undefined) an ACK that matched none:
   * the ACK for a 2xx, a transaction of its own (RFC 3261 §17.1.1.3, §13.2.2.4). */
  onRequest: (
    request: SipRequest,
    connection: Connection,
    transaction: ServerTransaction | undefined,
  ) => void;
  /** A response no client transaction claims (RFC 3261 §17.1.3, §16.7 "stateless"). */
  onStrayResponse: (response: SipResponse, connection: Connection) => void;
}

/** Matches messages to transactions (RFC 3261 §17) and owns their life cycle. */
export class TransactionLayer {
  private readonly servers = new Map<string, ServerTransaction>();
  private readonly clients = new Map<string, ClientTransaction>();
  private readonly byConnection = new Map<string, Set<Transaction>>();
  private readonly context: TransactionContext;

  constructor(private readonly options: TransactionLayerOptions) {
    this.context = {
      clock: options.clock,
      timers: options.timers,
      onListenerError: options.onListenerError,
      onTerminated: (transaction) => this.forget(transaction),
    };
  }

  receiveRequest(request: SipRequest, connection: Connection): void {
    const key = serverTransactionKey(request);
    const existing = this.servers.get(key);
    if (existing) {
      existing.receiveRequest(request);
      return;
    }
    if (request.method === "ACK") {
      this.options.onRequest(request, connection, undefined);
      return;
    }
    const transaction =
      request.method === "INVITE"
        ? new ServerInviteTransaction(key, request, connection, this.context)
        : new ServerNonInviteTransaction(key, request, connection, this.context);
    this.track(this.servers, transaction);
    this.options.onRequest(request, connection, transaction);
  }

  receiveResponse(response: SipResponse, connection: Connection): void {
    const transaction = this.clients.get(clientTransactionKey(response));
    if (transaction && transaction.connection === connection) transaction.receiveResponse(response);
    else this.options.onStrayResponse(response, connection);
  }

  /** Starts a client transaction; its key is the request's own top Via branch and method. */
  sendRequest(request: SipRequest, connection: Connection, user: ClientTransactionUser): ClientTransaction {
    const key = clientTransactionKey(request);
    const transaction =
      request.method === "INVITE"
        ? new ClientInviteTransaction(key, request, connection, this.context, user)
        : new ClientNonInviteTransaction(key, request, connection, this.context, user);
    this.track(this.clients, transaction);
    transaction.start();
    return transaction;
  }

  /** RFC 3261 §9.2: the INVITE a CANCEL targets shares its branch and sent-by. */
  findInviteFor(cancel: SipRequest): ServerInviteTransaction | undefined {
    const transaction = this.servers.get(serverTransactionKey(cancel, "INVITE"));
    return transaction instanceof ServerInviteTransaction ? transaction : undefined;
  }

  connectionClosed(connection: Connection): void {
    for (const transaction of [...(this.byConnection.get(connection.id) ?? [])])
      transaction.connectionClosed();
    this.byConnection.delete(connection.id);
  }

  get size(): number {
    return this.servers.size + this.clients.size;
  }

  close(): void {
    for (const transaction of [...this.servers.values(), ...this.clients.values()]) transaction.dispose();
    this.servers.clear();
    this.clients.clear();
    this.byConnection.clear();
  }

  private track<T extends Transaction>(map: Map<string, T>, transaction: T): void {
    map.set(transaction.key, transaction);
    const id = transaction.connection.id;
    let set = this.byConnection.get(id);
    if (!set) this.byConnection.set(id, (set = new Set()));
    set.add(transaction);
  }

  /** A transaction terminated: it matches nothing any more. */
  private forget(transaction: Transaction): void {
    const map: Map<string, Transaction> = transaction.isServer ? this.servers : this.clients;
    if (map.get(transaction.key) === transaction) map.delete(transaction.key);
    const id = transaction.connection.id;
    const tracked = this.byConnection.get(id);
    tracked?.delete(transaction);
    if (tracked?.size === 0) this.byConnection.delete(id);
  }
}
