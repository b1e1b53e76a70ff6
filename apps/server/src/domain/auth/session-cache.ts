import type { Clock } from "../../clock";
import type { DeviceSessionRow } from "../../db/schema";
import type { DeviceSessionRepository } from "./device-session-repository";

export type SessionCacheOptions = {
  /** How long a live session row is trusted without reading it again. */
  ttlMs: number;
  /** How often revocations made anywhere (another node, another process) are fetched. */
  revocationCheckMs: number;
  /** Revocations are fetched from this long before the last check, for clock skew and slow commits. */
  revocationOverlapMs: number;
};

/**
 * A logout takes effect at once on this node (the logout route forgets the session) and within
 * revocationCheckMs (2 s) on every other node: each node reads the sessions revoked lately with one
 * query per interval, whatever the number of clients. A session is re-read after ttlMs, and at once
 * when its cached expiry has passed (a renewal moves it).
 */
export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = {
  ttlMs: 300_000,
  revocationCheckMs: 2_000,
  revocationOverlapMs: 30_000,
};

type Cached = { row: DeviceSessionRow; cachedAt: number };
type Waiter = { resolve: (row: DeviceSessionRow | undefined) => void; reject: (error: unknown) => void };

/** Ids per query when misses are read together (far below PostgreSQL's 65,535 parameters). */
const BATCH_LIMIT = 1000;

/**
 * Live device sessions in memory, so that checking a token costs no query: 10,000 clients polling
 * the board every 5 s are 2,000 checks a second (ARCHITECTURE.md budget). Sessions not in memory
 * are read together, one query per turn of the event loop, so that a restart's cold start is cheap. Only live sessions are
 * kept; entries older than ttlMs are swept, so memory follows the clients of the last minutes.
 */
export class SessionCache {
  private readonly cached = new Map<string, Cached>();
  private lastCheckAt: number | undefined;
  private checking: Promise<void> | undefined;
  private lastSweepAt = 0;
  /** Misses of this turn of the event loop, read with one query (a server restart brings every client at once). */
  private batch: Map<string, Waiter[]> | undefined;

  constructor(
    private readonly sessions: DeviceSessionRepository,
    private readonly clock: Clock,
    private readonly options: SessionCacheOptions = SESSION_CACHE_DEFAULTS,
  ) {}

  /** The session row, from memory when it is live and recent enough. */
  async find(id: string): Promise<DeviceSessionRow | undefined> {
    const now = this.clock.now();
    await this.followRevocations(now);
    const hit = this.cached.get(id);
    if (hit && now - hit.cachedAt < this.options.ttlMs && hit.row.expiresAt.getTime() > now) return hit.row;
    const row = await this.read(id);
    if (row && !row.revokedAt) this.cached.set(id, { row, cachedAt: now });
    else this.cached.delete(id);
    this.sweep(now);
    return row;
  }

  /** This node revoked the session: stop trusting it now. */
  forget(id: string): void {
    this.cached.delete(id);
  }

  get size(): number {
    return this.cached.size;
  }

  private read(id: string): Promise<DeviceSessionRow | undefined> {
    if (!this.batch) {
      const batch = new Map<string, Waiter[]>();
      this.batch = batch;
      setImmediate(() => void this.flush(batch));
    }
    const batch = this.batch;
    return new Promise((resolve, reject) => {
      const waiters = batch.get(id) ?? [];
      waiters.push({ resolve, reject });
      batch.set(id, waiters);
      if (batch.size >= BATCH_LIMIT && this.batch === batch) this.batch = undefined;
    });
  }

  private async flush(batch: Map<string, Waiter[]>): Promise<void> {
    if (this.batch === batch) this.batch = undefined;
    try {
      const rows = new Map((await this.sessions.findByIds([...batch.keys()])).map((row) => [row.id, row]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(rows.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  private async followRevocations(now: number): Promise<void> {
    const last = this.lastCheckAt;
    if (last !== undefined && now - last < this.options.revocationCheckMs) return;
    if (this.cached.size === 0) {
      this.lastCheckAt = now;
      return;
    }
    this.checking ??= (async () => {
      const since = new Date((last ?? now) - this.options.revocationOverlapMs);
      for (const id of await this.sessions.revokedSince(since)) this.cached.delete(id);
      this.lastCheckAt = now;
    })().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private sweep(now: number): void {
    if (now - this.lastSweepAt < this.options.ttlMs) return;
    this.lastSweepAt = now;
    for (const [id, entry] of this.cached) {
      if (now - entry.cachedAt >= this.options.ttlMs) this.cached.delete(id);
    }
  }
}
