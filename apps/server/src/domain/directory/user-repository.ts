import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { callerIds, tenants, users, type TenantRow, type UserRow } from "../../db/schema";
import type { Clock } from "../../clock";
import { featureColumns, type Feature } from "./user-features";

export type NewUser = {
  extension: string;
  email: string;
  name: string;
  licensed: boolean;
  features: readonly Feature[];
};

export type UserPatch = Partial<Omit<NewUser, "email">>;
export type UserWithTenant = { user: UserRow; tenant: TenantRow };

/** Users of every tenant; a user's phone is always its tenant's prefix + extension. */
export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  async findByPhone(phone: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.phone, phone));
    return row;
  }

  async findWithTenant(userId: string): Promise<UserWithTenant | undefined> {
    const [row] = await this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(eq(users.id, userId));
    return row;
  }

  async findByExtension(tenantId: string, extension: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.extension, extension)));
    return row;
  }

  async list(tenantId?: string): Promise<UserWithTenant[]> {
    return this.db
      .select({ user: users, tenant: tenants })
      .from(users)
      .innerJoin(tenants, eq(users.tenantId, tenants.id))
      .where(tenantId === undefined ? undefined : eq(users.tenantId, tenantId))
      .orderBy(asc(users.phone));
  }

  /** Creates the user with its own number as the selected caller id (spec 1 §3 "Caller id"). */
  async create(tenant: TenantRow, input: NewUser): Promise<UserRow> {
    const phone = tenant.prefix + input.extension;
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: input.email.toLowerCase(),
          extension: input.extension,
          phone,
          name: input.name,
          licensed: input.licensed,
          ...featureColumns(input.features),
          mailbox: input.extension,
          webrtcId: randomUUID(),
          callerIdInternal: phone,
          callerNameInternal: input.name,
          createdAt: new Date(this.clock.now()),
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      await tx
        .insert(callerIds)
        .values({ userId: user.id, number: phone, description: input.name, inUse: true });
      return user;
    });
  }

  /** Applies a patch; a new extension moves the phone number and whatever still pointed at the old one. */
  async update(current: UserWithTenant, patch: UserPatch): Promise<UserRow> {
    const { user, tenant } = current;
    const name = patch.name ?? user.name;
    const extension = patch.extension ?? user.extension;
    const phone = tenant.prefix + extension;
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name,
          extension,
          phone,
          licensed: patch.licensed ?? user.licensed,
          ...(patch.features ? featureColumns(patch.features) : {}),
          mailbox: user.mailbox === user.extension ? extension : user.mailbox,
          callerIdInternal: user.callerIdInternal === user.phone ? phone : user.callerIdInternal,
          callerNameInternal: user.callerNameInternal === user.name ? name : user.callerNameInternal,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error(`user ${user.email} vanished during update`);
      if (phone !== user.phone) {
        await tx
          .update(callerIds)
          .set({ number: phone })
          .where(and(eq(callerIds.userId, user.id), eq(callerIds.number, user.phone)));
      }
      return updated;
    });
  }

  async addCallerId(userId: string, number: string, description: string, inUse: boolean): Promise<void> {
    await this.db.insert(callerIds).values({ userId, number, description, inUse });
  }

  /** Sessions, tokens, configs and caller ids go with the user (ON DELETE CASCADE). */
  async remove(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId));
  }
}
