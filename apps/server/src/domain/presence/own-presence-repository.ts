import { eq } from "drizzle-orm";
import type { OnlineStatus } from "@mobex/contracts/presence";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import type { MemberChanged } from "../board/tenant-directory";

/**
 * What a user sets about themselves: availability, do-not-disturb and the status text. Each change
 * reaches the in-memory directory before it resolves, so colleagues' next board poll shows it and
 * the next call to the user sees their DND.
 */
export class OwnPresenceRepository {
  constructor(
    private readonly db: Db,
    private readonly changed: MemberChanged,
  ) {}

  setDnd(userId: string, dnd: boolean): Promise<UserRow> {
    return this.patch(userId, { dnd });
  }

  setOnlineStatus(userId: string, onlineStatus: OnlineStatus): Promise<UserRow> {
    return this.patch(userId, { onlineStatus });
  }

  setStatusText(userId: string, statusText: string, onlineStatus?: OnlineStatus): Promise<UserRow> {
    return this.patch(userId, onlineStatus === undefined ? { statusText } : { statusText, onlineStatus });
  }

  private async patch(
    userId: string,
    values: Partial<Pick<UserRow, "dnd" | "onlineStatus" | "statusText">>,
  ): Promise<UserRow> {
    const [row] = await this.db.update(users).set(values).where(eq(users.id, userId)).returning();
    if (!row) throw new Error(`user ${userId} vanished during a presence update`);
    await this.changed(userId);
    return row;
  }
}
