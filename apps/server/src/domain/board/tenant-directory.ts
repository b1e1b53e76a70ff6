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

/**
 * What every writer of one member's directory data (presence and DND, caller id in use, board
 * buttons, picture, the admin's user changes) is given and calls once its change is committed:
 * the one way the in-memory directory hears of a change made on this node. Nobody else patches it.
 */
export type MemberChanged = (userId: string) => Promise<void>;

/** What those who change the directory's data call (TenantDirectory implements it). */
export type DirectoryChanges = {
  changed(userId: string): Promise<void>;
  invalidate(tenantId: string): Promise<void>;
  /** A tenant was added or removed: which prefix names which tenant changed. */
  tenantsChanged(): Promise<void>;
};

/** A member found by phone number, with the snapshot of their tenant. */
export type MemberByPhone = { user: UserRow; snapshot: TenantSnapshot };

/** spec 1 §9, ARCHITECTURE.md Numbering: a phone is a 5-digit tenant prefix and a 4-digit extension. */
const PHONE = /^\d{9}$/;
const PREFIX_LENGTH = 5;

type PrefixIndex = { byPrefix: Map<string, string>; loadedAt: number };

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
 * them, so that presence-board polls, token checks and the SIP plane's calls (authentication,
 * caller id, dial plan) run no query.
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
  private prefixes: PrefixIndex | undefined;
  private loadingPrefixes: Promise<PrefixIndex> | undefined;

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

  /**
   * The member whose phone this is, from memory (the SIP plane asks on every REGISTER and call);
   * undefined for a number nobody has. A tenant is read from the database only when it is not in
   * memory yet (the first request after start or after it went idle).
   */
  async memberByPhone(phone: string): Promise<MemberByPhone | undefined> {
    if (!PHONE.test(phone)) return undefined;
    const tenantId = (await this.prefixIndex()).byPrefix.get(phone.slice(0, PREFIX_LENGTH));
    const snapshot = tenantId === undefined ? undefined : await this.snapshot(tenantId);
    const user = snapshot?.usersByPhone.get(phone);
    return snapshot && user ? { user, snapshot } : undefined;
  }

  /**
   * Loads every tenant before the first request (at start), so that not even the first REGISTER
   * or call of a tenant waits for the database. A tenant that then goes unused for `evictAfterMs`
   * is dropped and loaded again by its next reader.
   */
  async warm(): Promise<void> {
    const { byPrefix } = await this.prefixIndex();
    for (const tenantId of byPrefix.values()) await this.snapshot(tenantId);
  }

  /** A tenant was added or removed: reload the prefix index before answering. */
  async tenantsChanged(): Promise<void> {
    // A load already under way may have read the tenants before the change.
    await this.loadingPrefixes?.catch(() => undefined);
    this.prefixes = undefined;
    await this.prefixIndex();
  }

  /** One user's row, buttons, picture or caller id changed (or the user is gone): patch them in. */
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

  private async prefixIndex(): Promise<PrefixIndex> {
    const current = this.prefixes;
    const now = this.clock.now();
    if (current && now - current.loadedAt < this.options.refreshAfterMs) return current;
    this.loadingPrefixes ??= this.loader
      .tenantIdsByPrefix()
      .then((byPrefix) => (this.prefixes = { byPrefix, loadedAt: this.clock.now() }))
      .finally(() => (this.loadingPrefixes = undefined));
    if (!current) return this.loadingPrefixes;
    // Stale, not missing: answer from it while it reloads, as snapshots do.
    this.loadingPrefixes.catch(this.onBackgroundError);
    return current;
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
