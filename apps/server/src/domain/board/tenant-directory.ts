import type { Clock } from "../../clock";
import type { TenantRow, UserRow } from "../../db/schema";
import type { TenantDirectoryLoader } from "./tenant-directory-loader";
import { applyMember, type TenantSnapshot } from "./tenant-snapshot";

export type TenantDirectoryOptions = {
  /**
   * A snapshot older than this is reloaded in the background while it goes on answering. It bounds
   * how long a change made outside this process (another node, SQL by hand) stays unseen.
   */
  refreshAfterMs: number;
  /** A tenant nobody asked about for this long is dropped from memory. */
  evictAfterMs: number;
};

export const DEFAULT_DIRECTORY_OPTIONS: TenantDirectoryOptions = {
  refreshAfterMs: 60_000,
  evictAfterMs: 600_000,
};

/** What those who change the directory's data call (TenantDirectory implements it). */
export type DirectoryChanges = {
  changed(userId: string): Promise<void>;
  invalidate(tenantId: string): Promise<void>;
};

type Entry = {
  tenantId: string;
  snapshot: TenantSnapshot | undefined;
  /** Invalidated: readers wait for the reload instead of reading the old snapshot. */
  stale: boolean;
  loading: Promise<TenantSnapshot | undefined> | undefined;
  /** Data changed while a load ran: what it read may be older, so it loads once more. */
  again: boolean;
  lastReadAt: number;
};

/**
 * The in-memory directory of every tenant in use: users, their board buttons, avatar hashes and
 * phone-book numbers (TenantSnapshot), loaded once per tenant and kept current by whoever changes
 * them, so that presence-board polls and token checks run no query.
 *
 * Keeping it current (call and await, after the change is committed):
 * - `changed(userId)` when one user's row, buttons or picture changed (presence, DND, status text,
 *   admin user update, button commands, avatar upload): three small queries patch the snapshot;
 * - `invalidate(tenantId)` when more changed (users added or removed, tenant renamed, phone book
 *   imported): the tenant is reloaded and readers wait for it.
 * Anything else is seen within `refreshAfterMs`.
 */
export class TenantDirectory implements DirectoryChanges {
  private readonly entries = new Map<string, Entry>();
  private lastEvictionAt = 0;

  constructor(
    private readonly loader: TenantDirectoryLoader,
    private readonly clock: Clock,
    private readonly onBackgroundError: (error: unknown) => void,
    private readonly options: TenantDirectoryOptions = DEFAULT_DIRECTORY_OPTIONS,
  ) {}

  /** The tenant's snapshot; undefined when the tenant does not exist. */
  async snapshot(tenantId: string): Promise<TenantSnapshot | undefined> {
    const now = this.clock.now();
    this.evictIdle(now);
    let entry = this.entries.get(tenantId);
    if (!entry) {
      entry = {
        tenantId,
        snapshot: undefined,
        stale: false,
        loading: undefined,
        again: false,
        lastReadAt: now,
      };
      this.entries.set(tenantId, entry);
    }
    entry.lastReadAt = now;
    const current = entry.snapshot;
    if (!current || entry.stale) return this.load(entry, false);
    if (now - current.loadedAt >= this.options.refreshAfterMs && !entry.loading) {
      this.load(entry, false).catch(this.onBackgroundError);
    }
    return current;
  }

  /** A member with their tenant, from memory. */
  async member(tenantId: string, userId: string): Promise<{ user: UserRow; tenant: TenantRow } | undefined> {
    const snapshot = await this.snapshot(tenantId);
    const user = snapshot?.usersById.get(userId);
    return snapshot && user ? { user, tenant: snapshot.tenant } : undefined;
  }

  /** One user's row, buttons or picture changed (or the user is gone): patch them in. */
  async changed(userId: string): Promise<void> {
    const state = await this.loader.member(userId);
    const tenantId = state?.user.tenantId ?? this.tenantHolding(userId);
    const entry = tenantId === undefined ? undefined : this.entries.get(tenantId);
    if (!entry) return;
    if (entry.snapshot) applyMember(entry.snapshot, userId, state);
    if (entry.loading) entry.again = true;
  }

  /** Much of the tenant changed: reload it; readers wait for the new snapshot. */
  async invalidate(tenantId: string): Promise<void> {
    const entry = this.entries.get(tenantId);
    if (!entry) return;
    entry.stale = true;
    await this.load(entry, true);
  }

  /** For listeners that cannot wait (they are told a tenant id and return nothing): invalidate, log failures. */
  readonly tenantChanged = (tenantId: string): void => {
    this.invalidate(tenantId).catch(this.onBackgroundError);
  };

  /** Tenants held in memory, for the bench's report. */
  get size(): number {
    return this.entries.size;
  }

  private load(entry: Entry, changed: boolean): Promise<TenantSnapshot | undefined> {
    if (changed) entry.again = true;
    if (!entry.loading) {
      entry.again = true;
      entry.loading = this.loadUntilSettled(entry).finally(() => {
        entry.loading = undefined;
      });
    }
    return entry.loading;
  }

  private async loadUntilSettled(entry: Entry): Promise<TenantSnapshot | undefined> {
    let snapshot: TenantSnapshot | undefined;
    while (entry.again) {
      entry.again = false;
      snapshot = await this.loader.tenant(entry.tenantId, this.clock.now());
    }
    if (!snapshot) {
      this.entries.delete(entry.tenantId);
      return undefined;
    }
    entry.snapshot = snapshot;
    entry.stale = false;
    return snapshot;
  }

  private tenantHolding(userId: string): string | undefined {
    for (const entry of this.entries.values()) {
      if (entry.snapshot?.usersById.has(userId)) return entry.tenantId;
    }
    return undefined;
  }

  private evictIdle(now: number): void {
    if (now - this.lastEvictionAt < this.options.evictAfterMs / 10) return;
    this.lastEvictionAt = now;
    for (const [tenantId, entry] of this.entries) {
      if (!entry.loading && now - entry.lastReadAt >= this.options.evictAfterMs)
        this.entries.delete(tenantId);
    }
  }
}
