import type { LiveErrorCode, LiveStatus } from "@mobex/contracts/conference-live";
import type { LiveSocket } from "./live-identity";
import { PinRequestDesk } from "./pin-request-desk";

/**
 * One conference room on the live channel (spec 2 §7): the sockets whose tickets name it, the join
 * requests waiting for its moderators, and the participants that joined with their last status.
 * `status` and `leave` reach only the other joined sockets of this room.
 */
export class LiveRoom {
  private readonly sockets = new Set<LiveSocket>();
  private readonly joined = new Set<LiveSocket>();
  /** The last status of each joined participant, for those who join later (a hand raised before). */
  private readonly statuses = new Map<string, LiveStatus>();
  readonly pinRequests: PinRequestDesk;

  constructor(askTimeoutMs: number) {
    this.pinRequests = new PinRequestDesk(
      () => [...this.sockets].filter((socket) => socket.data.ticket.moderator),
      askTimeoutMs,
    );
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Sockets held by one ticket holder (per-participant cap). */
  socketsOf(participant: string): number {
    let count = 0;
    for (const socket of this.sockets) if (socket.data.ticket.participant === participant) count++;
    return count;
  }

  add(socket: LiveSocket): void {
    this.sockets.add(socket);
    if (socket.data.ticket.moderator) this.pinRequests.moderatorArrived(socket);
  }

  remove(socket: LiveSocket): void {
    this.leave(socket);
    this.sockets.delete(socket);
    this.pinRequests.socketLeft(socket);
  }

  join(socket: LiveSocket, userId: string): LiveErrorCode | undefined {
    for (const other of this.joined)
      if (other.data.userId === userId && other.data.ticket.participant !== socket.data.ticket.participant)
        return "userIdTaken";
    if (socket.data.userId !== undefined && socket.data.userId !== userId) this.leave(socket);
    socket.data.userId = userId;
    this.joined.add(socket);
    for (const [otherId, status] of this.statuses)
      if (otherId !== userId) socket.emit("status", { userId: otherId, status });
    return undefined;
  }

  status(socket: LiveSocket, userId: string, status: LiveStatus): LiveErrorCode | undefined {
    if (!this.joined.has(socket) || socket.data.userId !== userId) return "notJoined";
    this.statuses.set(userId, status);
    for (const other of this.joined) if (other !== socket) other.emit("status", { userId, status });
    return undefined;
  }

  leave(socket: LiveSocket): void {
    const { userId } = socket.data;
    if (!this.joined.delete(socket) || userId === undefined) return;
    socket.data.userId = undefined;
    // Another socket of the same participant (a reconnect that joined first) keeps it in the room.
    if ([...this.joined].some((other) => other.data.userId === userId)) return;
    this.statuses.delete(userId);
    for (const other of this.joined) other.emit("leave", { userId });
  }

  close(): void {
    this.pinRequests.close();
  }
}
