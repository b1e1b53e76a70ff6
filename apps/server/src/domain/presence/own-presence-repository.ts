import { eq } from "drizzle-orm";
import type { OnlineStatus } from "@mobex/contracts/presence";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema";

/** What a user sets about themselves: availability, do-not-disturb and the status text. */
export class OwnPresenceRepository {
  constructor(private readonly db: Db) {}

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
    return row;
  }
}
