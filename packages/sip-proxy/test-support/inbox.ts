import { parseMessage } from "../src/message/parse-message";
import type { SipMessageUnion, SipRequest, SipResponse } from "../src/message/sip-message";
import type { Connection } from "../src/transport/connection";

type Predicate = (message: SipMessageUnion) => boolean;

interface Waiter {
  predicate: Predicate;
  resolve(message: SipMessageUnion): void;
}

/**
 * Everything a test endpoint receives, in order, each message taken at most once. Tests wait for
 * the next message that matches — never for a fixed time.
 */
export class Inbox {
  private readonly pending: SipMessageUnion[] = [];
  private readonly waiters: Waiter[] = [];
  /** Every message ever received, for assertions on what did (not) arrive. */
  readonly all: SipMessageUnion[] = [];

  /**
   * Reads `connection` when given; otherwise the owner feeds frames with `receive` (a raw socket).
   * Tests over real sockets on a loaded machine want a longer safety net than in-memory ones.
   */
  constructor(
    connection?: Connection,
    private readonly defaultTimeoutMs = 2000,
  ) {
    connection?.onMessage((text) => this.receive(text));
  }

  /** One SIP message as a WebSocket text frame (RFC 7118 §5). */
  receive(text: string): void {
    const result = parseMessage(text);
    if (!result.ok) throw new Error(`test endpoint got unparsable text: ${result.error.message}\n${text}`);
    this.deliver(result.message);
  }

  take(
    predicate: Predicate,
    description: string,
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<SipMessageUnion> {
    const index = this.pending.findIndex(predicate);
    if (index !== -1) return Promise.resolve(this.pending.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      // A safety net so that a missing message fails with its name rather than a bare test timeout.
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no ${description} arrived; pending: ${this.describe()}`));
      }, timeoutMs);
      const waiter: Waiter = {
        predicate,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      this.waiters.push(waiter);
    });
  }

  async request(method: string, extra: (r: SipRequest) => boolean = () => true): Promise<SipRequest> {
    const message = await this.take(
      (m) => m.kind === "request" && m.method === method && extra(m),
      `${method} request`,
    );
    return message as SipRequest;
  }

  async response(status: number | ((status: number) => boolean), method?: string): Promise<SipResponse> {
    const matches = (s: number): boolean => (typeof status === "number" ? s === status : status(s));
    const message = await this.take(
      (m) =>
        m.kind === "response" && matches(m.status) && (method === undefined || m.cseq().method === method),
      `${String(typeof status === "number" ? status : "matching")} response${method ? ` to ${method}` : ""}`,
    );
    return message as SipResponse;
  }

  /** Labels of what arrived and was not taken yet ("INVITE", "180 INVITE" …). */
  describe(): string {
    return this.pending.map(label).join(", ") || "nothing";
  }

  get unread(): readonly SipMessageUnion[] {
    return this.pending;
  }

  /** Methods of the requests that arrived and were not taken yet. */
  unreadRequests(): string[] {
    return this.pending.flatMap((m) => (m.kind === "request" ? [m.method] : []));
  }

  private deliver(message: SipMessageUnion): void {
    this.all.push(message);
    const index = this.waiters.findIndex((w) => w.predicate(message));
    if (index === -1) {
      this.pending.push(message);
      return;
    }
    const [waiter] = this.waiters.splice(index, 1);
    waiter!.resolve(message);
  }
}

export function label(message: SipMessageUnion): string {
  return message.kind === "request" ? message.method : `${message.status} ${message.cseq().method}`;
}
