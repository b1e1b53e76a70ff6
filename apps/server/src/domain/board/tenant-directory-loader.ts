import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  avatars,
  blfButtons,
  callerIds,
  phonebookEntries,
  tenants,
  users,
  type BlfButtonRow,
} from "../../db/schema";
import { emptySnapshot, indexPhonebook, type MemberState, type TenantSnapshot } from "./tenant-snapshot";

/** The queries behind TenantDirectory: a whole tenant at once, or one member again. */
export class TenantDirectoryLoader {
  constructor(private readonly db: Db) {}

  /** Six queries, whatever the tenant's size; undefined when the tenant is gone. */
  async tenant(tenantId: string, now: number): Promise<TenantSnapshot | undefined> {
    const [tenant] = await this.db.select().from(tenants).where(eq(tenants.id, tenantId));
    if (!tenant) return undefined;
    const members = await this.db.select().from(users).where(eq(users.tenantId, tenantId));
    const buttons = await this.db
      .select({ button: blfButtons })
      .from(blfButtons)
      .innerJoin(users, eq(users.id, blfButtons.userId))
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(blfButtons.userId), asc(blfButtons.position));
    const pictures = await this.db
      .select({ userId: avatars.userId, hash: avatars.hash })
      .from(avatars)
      .innerJoin(users, eq(users.id, avatars.userId))
      .where(eq(users.tenantId, tenantId));
    const lines = await this.db
      .select({ userId: callerIds.userId, number: callerIds.number, description: callerIds.description })
      .from(callerIds)
      .innerJoin(users, eq(users.id, callerIds.userId))
      .where(and(eq(users.tenantId, tenantId), eq(callerIds.inUse, true)));
    const entries = await this.db
      .select()
      .from(phonebookEntries)
      .where(eq(phonebookEntries.tenantId, tenantId))
      .orderBy(asc(phonebookEntries.cn), asc(phonebookEntries.id));

    const snapshot = emptySnapshot(tenant, now);
    for (const user of members) {
      snapshot.usersById.set(user.id, user);
      snapshot.usersByPhone.set(user.phone, user);
    }
    for (const { button } of buttons) {
      let list = snapshot.buttonsByUser.get(button.userId);
      if (!list) snapshot.buttonsByUser.set(button.userId, (list = []));
      list.push(button);
    }
    for (const picture of pictures) snapshot.avatarHashes.set(picture.userId, picture.hash);
    for (const { userId, ...line } of lines) snapshot.callerIdsInUse.set(userId, line);
    snapshot.phonebook = indexPhonebook(entries);
    return snapshot;
  }

  /** A member's own rows (four small queries); undefined when the user is gone. */
  async member(userId: string): Promise<MemberState | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return undefined;
    const buttons: BlfButtonRow[] = await this.db
      .select()
      .from(blfButtons)
      .where(eq(blfButtons.userId, userId))
      .orderBy(asc(blfButtons.position));
    const [picture] = await this.db
      .select({ hash: avatars.hash })
      .from(avatars)
      .where(eq(avatars.userId, userId));
    const [line] = await this.db
      .select({ number: callerIds.number, description: callerIds.description })
      .from(callerIds)
      .where(and(eq(callerIds.userId, userId), eq(callerIds.inUse, true)))
      .limit(1);
    return { user, buttons, avatarHash: picture?.hash ?? "", callerIdInUse: line };
  }

  /** Every tenant's id by its prefix: which tenant a phone belongs to (its first 5 digits). */
  async tenantIdsByPrefix(): Promise<Map<string, string>> {
    const rows = await this.db.select({ id: tenants.id, prefix: tenants.prefix }).from(tenants);
    return new Map(rows.map((row) => [row.prefix, row.id]));
  }
}
