import { parseMessage } from "@mobex/sip-proxy/message/parse-message";
import type { SipMessageUnion, SipRequest, SipResponse } from "@mobex/sip-proxy/message/sip-message";

type Predicate = (message: SipMessageUnion) => boolean;
type Waiter = { predicate: Predicate; resolve(message: SipMessageUnion): void };

/**
 * Everything a test phone receives, in order, each message taken at most once. Tests wait for the
 * next message that matches, never for a fixed time; the timeout only names what did not come.
 */
export class SipInbox {
  private readonly pending: SipMessageUnion[] = [];
  private readonly waiters: Waiter[] = [];

  deliver(text: string): void {
    const result = parseMessage(text);
    if (!result.ok) throw new Error(`test phone got unparsable text: ${result.error.message}\n${text}`);
    const message = result.message;
    const index = this.waiters.findIndex((waiter) => waiter.predicate(message));
    if (index === -1) this.pending.push(message);
    else this.waiters.splice(index, 1)[0]?.resolve(message);
  }

  take(predicate: Predicate, description: string, timeoutMs = 5000): Promise<SipMessageUnion> {
    const index = this.pending.findIndex(predicate);
    if (index !== -1) return Promise.resolve(this.pending.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no ${description} arrived; unread: ${this.describe()}`));
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

  async request(method: string): Promise<SipRequest> {
    const message = await this.take((m) => m.kind === "request" && m.method === method, `${method} request`);
    return message as SipRequest;
  }

  /** The next response to `method` whose status passes `status` (a number, or a test). */
  async response(status: number | ((status: number) => boolean), method: string): Promise<SipResponse> {
    const matches = (s: number) => (typeof status === "number" ? s === status : status(s));
    const message = await this.take(
      (m) => m.kind === "response" && m.cseq().method === method && matches(m.status),
      `${typeof status === "number" ? status : "final"} response to ${method}`,
    );
    return message as SipResponse;
  }

  /** Methods of the requests that arrived and were not taken yet. */
  unreadRequests(): string[] {
    return this.pending.flatMap((m) => (m.kind === "request" ? [m.method] : []));
  }

  /** What arrived and was not taken yet ("INVITE", "180 INVITE" …). */
  describe(): string {
    return (
      this.pending
        .map((m) => (m.kind === "request" ? m.method : `${m.status} ${m.cseq().method}`))
        .join(", ") || "nothing"
    );
  }
}
