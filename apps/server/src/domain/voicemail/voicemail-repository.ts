import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { voicemailMessages } from "../../db/schema";

/**
 * The messages of users' voicemail boxes. Until the mailbox records them (voicemail issue), the
 * table is only read, so every count starts at zero.
 */
export class VoicemailRepository {
  constructor(private readonly db: Db) {}

  /** spec 1 §7 messages/checknew: the messages the user has not listened to. */
  async countNew(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(voicemailMessages)
      .where(and(eq(voicemailMessages.userId, userId), isNull(voicemailMessages.heardAt)));
    return row?.n ?? 0;
  }
}
