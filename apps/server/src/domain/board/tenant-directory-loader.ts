import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { avatars, blfButtons, phonebookEntries, tenants, users, type BlfButtonRow } from "../../db/schema";
import { emptySnapshot, indexPhonebook, type MemberState, type TenantSnapshot } from "./tenant-snapshot";

/** The queries behind TenantDirectory: a whole tenant at once, or one member again. */
export class TenantDirectoryLoader {
  constructor(private readonly db: Db) {}

  /** Five queries, whatever the tenant's size; undefined when the tenant is gone. */
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
    snapshot.phonebook = indexPhonebook(entries);
    return snapshot;
  }

  /** A member's own rows (three small queries); undefined when the user is gone. */
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
    return { user, buttons, avatarHash: picture?.hash ?? "" };
  }
}
