import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tenants, users, type TenantRow } from "../../db/schema";
import type { Clock } from "../../clock";

export type TenantSummary = TenantRow & { userCount: number };

/** Tenants (ARCHITECTURE.md, Identity): a provider's customer with its 5-digit number prefix. */
export class TenantRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async findByPrefix(prefix: string): Promise<TenantRow | undefined> {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.prefix, prefix));
    return row;
  }

  async findById(id: string): Promise<TenantRow | undefined> {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.id, id));
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(tenants);
    return row?.n ?? 0;
  }

  async list(): Promise<TenantSummary[]> {
    const rows = await this.db
      .select({ tenant: tenants, userCount: count(users.id) })
      .from(tenants)
      .leftJoin(users, eq(users.tenantId, tenants.id))
      .groupBy(tenants.id)
      .orderBy(asc(tenants.prefix));
    return rows.map((row) => ({ ...row.tenant, userCount: row.userCount }));
  }

  async create(input: { name: string; prefix: string; planId?: string | null }): Promise<TenantRow> {
    const [row] = await this.db
      .insert(tenants)
      .values({ ...input, createdAt: new Date(this.clock.now()) })
      .returning();
    if (!row) throw new Error("tenant insert returned nothing");
    return row;
  }

  async rename(id: string, name: string): Promise<TenantRow | undefined> {
    const [row] = await this.db.update(tenants).set({ name }).where(eq(tenants.id, id)).returning();
    return row;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(tenants).where(eq(tenants.id, id));
  }
}
