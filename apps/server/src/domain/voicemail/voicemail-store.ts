import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { users, voicemailMessages, type VoicemailRow } from "../../db/schema";
import type { VoicemailFiles } from "./voicemail-files";
import type { NewVoicemail, VoicemailStorePort } from "./voicemail-store-port";

export type { NewVoicemail, VoicemailRow };

/** Told whose mailbox changed (saved, heard, deleted), after the change is stored; must not throw. */
export type VoicemailChangeListener = (userId: string) => void;

/**
 * Users' voicemail boxes (issue 12): the rows of voicemail_messages and their recordings under
 * DATA_DIR/voicemail (VoicemailFiles). Every read and change names the user, and only that user's
 * messages answer: a message of anybody else is as absent as one that never existed.
 */
export class VoicemailStore implements VoicemailStorePort {
  private readonly listeners = new Set<VoicemailChangeListener>();

  constructor(
    private readonly db: Db,
    private readonly files: VoicemailFiles,
    private readonly clock: Clock,
  ) {}

  /** For the message-waiting MESSAGE to the user's devices; returns the unsubscribe function. */
  onChange(listener: VoicemailChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The file first: a row never points at a recording that is not there. */
  async save(message: NewVoicemail): Promise<{ id: string }> {
    const id = crypto.randomUUID();
    await this.files.write(this.files.messagePath(message.tenantId, message.userId, id), message.wav);
    try {
      await this.db.insert(voicemailMessages).values({
        id,
        tenantId: message.tenantId,
        userId: message.userId,
        callerNumber: message.callerNumber,
        callerName: message.callerName,
        durationSeconds: Math.max(0, Math.round(message.durationSeconds)),
        receivedAt: message.receivedAt,
        byteSize: message.wav.byteLength,
        callId: message.callId ?? null,
      });
    } catch (error) {
      await this.files.remove(this.files.messagePath(message.tenantId, message.userId, id));
      throw error;
    }
    this.changed(message.userId);
    return { id };
  }

  /** Newest first. */
  list(userId: string): Promise<VoicemailRow[]> {
    return this.db
      .select()
      .from(voicemailMessages)
      .where(eq(voicemailMessages.userId, userId))
      .orderBy(desc(voicemailMessages.receivedAt), desc(voicemailMessages.id));
  }

  /** The recording's WAV bytes; undefined when the message is not the user's or its file is gone. */
  async audio(userId: string, id: string): Promise<Buffer | undefined> {
    const row = await this.find(userId, id);
    if (!row) return undefined;
    return this.files.read(this.files.messagePath(row.tenantId, userId, id));
  }

  /** False when the message is not the user's. */
  async markHeard(userId: string, id: string, heard: boolean): Promise<boolean> {
    const updated = await this.db
      .update(voicemailMessages)
      .set({ heardAt: heard ? new Date(this.clock.now()) : null })
      .where(this.own(userId, id))
      .returning({ id: voicemailMessages.id });
    if (updated.length === 0) return false;
    this.changed(userId);
    return true;
  }

  /** Removes the row and its recording; false when the message is not the user's. */
  async delete(userId: string, id: string): Promise<boolean> {
    const [deleted] = await this.db
      .delete(voicemailMessages)
      .where(this.own(userId, id))
      .returning({ tenantId: voicemailMessages.tenantId });
    if (!deleted) return false;
    await this.files.remove(this.files.messagePath(deleted.tenantId, userId, id));
    this.changed(userId);
    return true;
  }

  /** spec 1 §7 messages/checknew: the messages the user has not listened to. */
  async countNew(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(voicemailMessages)
      .where(and(eq(voicemailMessages.userId, userId), isNull(voicemailMessages.heardAt)));
    return row?.n ?? 0;
  }

  /** The user's recorded greeting (WAV), if any. */
  async greeting(userId: string): Promise<Buffer | undefined> {
    const [owner] = await this.db
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(eq(users.id, userId));
    return owner ? this.files.read(this.files.greetingPath(owner.tenantId, userId)) : undefined;
  }

  async saveGreeting(userId: string, tenantId: string, wav: Buffer): Promise<void> {
    await this.files.write(this.files.greetingPath(tenantId, userId), wav);
  }

  private async find(userId: string, id: string): Promise<VoicemailRow | undefined> {
    const [row] = await this.db.select().from(voicemailMessages).where(this.own(userId, id));
    return row;
  }

  private own(userId: string, id: string) {
    return and(eq(voicemailMessages.id, id), eq(voicemailMessages.userId, userId));
  }

  private changed(userId: string): void {
    for (const listener of this.listeners) listener(userId);
  }
}
