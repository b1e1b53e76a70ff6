import { z } from "zod/mini";
import { TypedEmitter } from "../sip/typed-emitter";
import { JanusHandle } from "./janus-handle";
import { JanusError, type JanusMessage, janusMessageSchema } from "./janus-wire";

/**
 * One Janus session over one WebSocket (janus.conf.meetecho.com/docs/rest.html, "WebSockets").
 *
 *   connecting ─socket open + create─▶ open ─dispose / socket closed / session timeout─▶ closed
 *        └──────────── socket or create fails ─────────────────────────────────────────▶ closed
 */
export type JanusConnectionState = "connecting" | "open" | "closed";

export interface JanusConnectionEvents {
  /** The session ended without `dispose` (socket lost, session timed out): the room cannot go on. */
  closed: { readonly reason: string };
}

/** Janus closes a session after `session_timeout` (60 s default) without a request: keepalive well before. */
export const KEEPALIVE_MS = 25_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface JanusConnectionOptions {
  readonly keepaliveMs?: number;
  readonly requestTimeoutMs?: number;
  /** The browser's WebSocket unless a test brings another implementation of it. */
  readonly createSocket?: (url: string, protocol: string) => WebSocket;
}

const SOCKET_OPEN = 1;

/** How a transaction ends: `ack` for keepalive/trickle, `event` for plugin messages, `success` for the rest. */
type Completion = "ack" | "success" | "event";

interface Pending {
  readonly completion: Completion;
  readonly resolve: (message: JanusMessage) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

type JanusId = string | number;

let transactionCounter = 0;
const newTransaction = () =>
  `${Date.now().toString(36)}${(transactionCounter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export class JanusConnection extends TypedEmitter<JanusConnectionEvents> {
  #state: JanusConnectionState = "connecting";
  #sessionId: JanusId | null = null;
  readonly #pending = new Map<string, Pending>();
  readonly #handles = new Map<string, JanusHandle>();
  #keepalive: ReturnType<typeof setInterval> | null = null;
  readonly #requestTimeoutMs: number;

  private constructor(
    readonly socket: WebSocket,
    options: JanusConnectionOptions,
  ) {
    super();
    this.#requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    socket.addEventListener("message", (event: MessageEvent<unknown>) => this.#receive(event.data));
    socket.addEventListener("close", () => this.#end("Connectivity error"));
  }

  /** Opens the socket and creates the session; rejects when either fails. */
  static async open(url: string, options: JanusConnectionOptions = {}): Promise<JanusConnection> {
    const socket = (options.createSocket ?? ((to, protocol) => new WebSocket(to, protocol)))(
      url,
      "janus-protocol",
    );
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve(), { once: true });
      socket.addEventListener("error", () => reject(new Error("Connectivity error")), { once: true });
    });
    const connection = new JanusConnection(socket, options);
    try {
      const created = await connection.request({ janus: "create" }, "success");
      if (created.data === undefined) throw new Error("Janus create answered without a session id");
      connection.#sessionId = created.data.id;
    } catch (error) {
      connection.dispose();
      throw error;
    }
    connection.#state = "open";
    connection.#keepalive = setInterval(() => {
      connection.request({ janus: "keepalive" }, "ack").catch(() => undefined);
    }, options.keepaliveMs ?? KEEPALIVE_MS);
    return connection;
  }

  get state(): JanusConnectionState {
    return this.#state;
  }

  /** Attaches a handle to a plugin (`janus.plugin.videoroom`, `janus.plugin.textroom`). */
  async attach(plugin: string): Promise<JanusHandle> {
    const answer = await this.request({ janus: "attach", plugin }, "success");
    if (answer.data === undefined) throw new Error("Janus attach answered without a handle id");
    const handle = new JanusHandle(this, answer.data.id, () => this.#handles.delete(String(handle.id)));
    this.#handles.set(String(answer.data.id), handle);
    return handle;
  }

  /** Sends a request in this session (and handle) and resolves with the message that completes it. */
  request(
    message: Record<string, unknown>,
    completion: Completion,
    handleId?: JanusId,
  ): Promise<JanusMessage> {
    if (this.#state === "closed") return Promise.reject(new Error("Connectivity error"));
    const transaction = newTransaction();
    const envelope = {
      ...message,
      transaction,
      ...(this.#sessionId === null ? {} : { session_id: this.#sessionId }),
      ...(handleId === undefined ? {} : { handle_id: handleId }),
    };
    return new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(transaction);
        reject(new Error(`Janus ${String(message["janus"])} timed out`));
      }, this.#requestTimeoutMs);
      this.#pending.set(transaction, { completion, resolve, reject, timer });
      this.socket.send(JSON.stringify(envelope));
    });
  }

  #receive(raw: unknown): void {
    let parsed: JanusMessage;
    try {
      const result = z.safeParse(janusMessageSchema, JSON.parse(String(raw)));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    if (parsed.janus === "timeout") {
      this.#end("Connectivity error");
      return;
    }
    if (parsed.transaction !== undefined && this.#settle(parsed.transaction, parsed)) return;
    if (parsed.sender !== undefined) this.#handles.get(String(parsed.sender))?.receive(parsed);
  }

  /** Completes the transaction the message answers; false when the message is not its answer. */
  #settle(transaction: string, message: JanusMessage): boolean {
    const pending = this.#pending.get(transaction);
    if (pending === undefined) return false;
    if (message.janus === "ack" && pending.completion === "event") return true;
    const done = message.janus === "error" || message.janus === pending.completion;
    // A synchronous plugin request (exists, listparticipants) answers `success` where an event was awaited.
    const syncPluginAnswer = pending.completion === "event" && message.janus === "success";
    if (!done && !syncPluginAnswer) return false;
    clearTimeout(pending.timer);
    this.#pending.delete(transaction);
    if (message.janus === "error")
      pending.reject(new JanusError(message.error?.code ?? 0, message.error?.reason ?? "Janus error"));
    else pending.resolve(message);
    return true;
  }

  #end(reason: string): void {
    if (this.#state === "closed") return;
    const wasDisposed = this.#disposing;
    this.#state = "closed";
    if (this.#keepalive !== null) clearInterval(this.#keepalive);
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(reason));
    }
    this.#pending.clear();
    for (const handle of [...this.#handles.values()]) handle.closedWithSession();
    this.#handles.clear();
    if (!wasDisposed) this.emit("closed", { reason });
    this.removeAllListeners();
    this.socket.close();
  }

  #disposing = false;

  /** Destroys the session (best effort) and closes the socket, its handles and timers. */
  dispose(): void {
    if (this.#state === "closed") return;
    this.#disposing = true;
    if (this.#sessionId !== null && this.socket.readyState === SOCKET_OPEN) {
      const transaction = newTransaction();
      this.socket.send(JSON.stringify({ janus: "destroy", session_id: this.#sessionId, transaction }));
    }
    this.#end("disposed");
  }
}
