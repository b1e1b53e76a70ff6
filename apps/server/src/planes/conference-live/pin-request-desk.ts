import { CONFERENCE_MAX_PENDING_PIN_REQUESTS, type LiveErrorCode } from "@mobex/contracts/conference-live";
import type { LiveSocket } from "./live-identity";

type PendingRequest = { requester: LiveSocket; name: string; timer: NodeJS.Timeout };

/**
 * The join requests of one room waiting for a moderator (spec 2 §4 "Approval", §8 'Not allowed' /
 * 'No one in the room to answer, try again later'); the diagram is in contracts/conference-live.ts.
 * An answer reaches only a socket with a pending request in this room; every way a request ends
 * tells the moderators to close its Allow / Deny.
 */
export class PinRequestDesk {
  private readonly pending = new Map<string, PendingRequest>();

  constructor(
    private readonly moderators: () => LiveSocket[],
    private readonly askTimeoutMs: number,
  ) {}

  ask(requester: LiveSocket, name: string): LiveErrorCode | undefined {
    if (this.pending.has(requester.id)) return "alreadyAsking";
    const moderators = this.moderatorsBut(requester);
    if (moderators.length === 0) {
      requester.emit("responserequestpin", { allow: false, reason: "nomoderator" });
      return undefined;
    }
    if (this.pending.size >= CONFERENCE_MAX_PENDING_PIN_REQUESTS) return "tooManyRequests";
    const timer = setTimeout(() => this.settleUnanswered(requester.id), this.askTimeoutMs);
    timer.unref();
    this.pending.set(requester.id, { requester, name, timer });
    for (const moderator of moderators) moderator.emit("pinrequested", { socketId: requester.id, name });
    return undefined;
  }

  answer(
    moderator: LiveSocket,
    socketId: string,
    allow: boolean,
    pin: string | undefined,
  ): LiveErrorCode | undefined {
    const request = this.pending.get(socketId);
    if (!request) return "noSuchRequest";
    this.forget(socketId);
    request.requester.emit(
      "responserequestpin",
      allow && pin !== undefined ? { allow: true, pin } : { allow: false },
    );
    for (const other of this.moderatorsBut(request.requester))
      if (other !== moderator) other.emit("pinrequestedresponded", { socketId });
    return undefined;
  }

  /** A moderator connected: it sees the requests already waiting. */
  moderatorArrived(moderator: LiveSocket): void {
    for (const { requester, name } of this.pending.values())
      if (requester !== moderator) moderator.emit("pinrequested", { socketId: requester.id, name });
  }

  /** A socket went: its own request is cancelled, and requests left without a moderator end. */
  socketLeft(socket: LiveSocket): void {
    if (this.pending.has(socket.id)) {
      this.forget(socket.id);
      this.tellModeratorsSettled(socket);
    }
    for (const { requester } of [...this.pending.values()])
      if (this.moderatorsBut(requester).length === 0) this.settleUnanswered(requester.id);
  }

  close(): void {
    for (const socketId of [...this.pending.keys()]) this.forget(socketId);
  }

  private settleUnanswered(socketId: string): void {
    const request = this.pending.get(socketId);
    if (!request) return;
    this.forget(socketId);
    request.requester.emit("responserequestpin", { allow: false, reason: "nomoderator" });
    this.tellModeratorsSettled(request.requester);
  }

  private tellModeratorsSettled(requester: LiveSocket): void {
    for (const moderator of this.moderatorsBut(requester))
      moderator.emit("pinrequestedresponded", { socketId: requester.id });
  }

  private moderatorsBut(requester: LiveSocket): LiveSocket[] {
    return this.moderators().filter((moderator) => moderator !== requester);
  }

  private forget(socketId: string): void {
    const request = this.pending.get(socketId);
    if (request) clearTimeout(request.timer);
    this.pending.delete(socketId);
  }
}
