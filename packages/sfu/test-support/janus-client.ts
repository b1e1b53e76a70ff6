import { WebSocket, type RawData } from "ws";

export type JanusReply = Record<string, unknown> & { janus: string };
type Waiter = { match: (message: JanusReply) => boolean; resolve: (message: JanusReply) => void };

/**
 * A Janus API client over WebSocket for tests and benchmarks, speaking what janus.js speaks:
 * transactions, acks, async plugin events.
 */
export class JanusClient {
  readonly received: JanusReply[] = [];
  private waiters: Waiter[] = [];
  private counter = 0;
  /** How long a reply may take; a loaded benchmark machine needs more than a test. */
  replyTimeoutMs = 8000;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data: RawData) => {
      const text = Buffer.isBuffer(data)
        ? data
        : Array.isArray(data)
          ? Buffer.concat(data)
          : Buffer.from(data);
      const message = JSON.parse(text.toString("utf8")) as JanusReply;
      this.received.push(message);
      const waiting = this.waiters;
      this.waiters = [];
      for (const waiter of waiting) {
        if (waiter.match(message)) waiter.resolve(message);
        else this.waiters.push(waiter);
      }
    });
  }

  static open(url: string): Promise<JanusClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, "janus-protocol");
      socket.once("open", () => resolve(new JanusClient(socket)));
      socket.once("error", reject);
    });
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Sends a request and resolves with the first reply of its transaction. */
  request(message: Record<string, unknown>): Promise<JanusReply> {
    const transaction = `t${++this.counter}`;
    const reply = this.next((candidate) => candidate.transaction === transaction);
    this.socket.send(JSON.stringify({ ...message, transaction }));
    return reply;
  }

  /** A plugin message: the sync `success`, or the async `event` after its `ack`. */
  async message(
    sessionId: number,
    handleId: number,
    body: Record<string, unknown>,
    jsep?: unknown,
  ): Promise<JanusReply> {
    const transaction = `t${++this.counter}`;
    const reply = this.next(
      (candidate) => candidate.transaction === transaction && candidate.janus !== "ack",
    );
    this.socket.send(
      JSON.stringify({
        janus: "message",
        session_id: sessionId,
        handle_id: handleId,
        body,
        transaction,
        ...(jsep ? { jsep } : {}),
      }),
    );
    return reply;
  }

  async createSession(): Promise<number> {
    const reply = await this.request({ janus: "create" });
    return (reply.data as { id: number }).id;
  }

  async attach(sessionId: number, plugin: string): Promise<number> {
    const reply = await this.request({ janus: "attach", session_id: sessionId, plugin });
    return (reply.data as { id: number }).id;
  }

  /** A message that matches, already received or coming. */
  eventually(match: (message: JanusReply) => boolean, timeoutMs?: number): Promise<JanusReply> {
    const seen = this.received.find(match);
    return seen ? Promise.resolve(seen) : this.next(match, timeoutMs);
  }

  /** The next message to come that matches. */
  next(match: (message: JanusReply) => boolean, timeoutMs = this.replyTimeoutMs): Promise<JanusReply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const recent = this.received.slice(-4).map((message) => JSON.stringify(message).slice(0, 400));
        reject(
          new Error(`no matching Janus message in ${timeoutMs} ms; last received:\n${recent.join("\n")}`),
        );
      }, timeoutMs);
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  /** A plugin event of `handleId` whose data matches, already received or coming. */
  pluginEvent(
    handleId: number,
    match: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<JanusReply> {
    return this.eventually(
      (message) => message.janus === "event" && message.sender === handleId && match(pluginData(message)),
      timeoutMs,
    );
  }

  close(): void {
    this.socket.close();
  }
}

export function pluginData(message: JanusReply): Record<string, unknown> {
  return (message.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {};
}
