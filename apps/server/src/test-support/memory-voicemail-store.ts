import type {
  NewVoicemail,
  StoredVoicemail,
  VoicemailStorePort,
} from "../domain/voicemail/voicemail-store-port";

type Kept = StoredVoicemail & { userId: string; wav: Buffer };

/** VoicemailStorePort in memory, for the voicemail flows' tests (the real store is vmweb's VoicemailStore). */
export class MemoryVoicemailStore implements VoicemailStorePort {
  readonly messages: Kept[] = [];
  readonly greetings = new Map<string, Buffer>();
  readonly changes: string[] = [];
  private readonly listeners = new Set<(userId: string) => void>();
  private nextId = 1;

  save(message: NewVoicemail): Promise<{ id: string }> {
    const id = `m${this.nextId++}`;
    this.messages.push({ ...message, id, heardAt: null });
    this.changed(message.userId);
    return Promise.resolve({ id });
  }

  list(userId: string): Promise<StoredVoicemail[]> {
    const own = this.messages.filter((m) => m.userId === userId);
    return Promise.resolve(own.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime()));
  }

  audio(userId: string, id: string): Promise<Buffer | undefined> {
    return Promise.resolve(this.find(userId, id)?.wav);
  }

  markHeard(userId: string, id: string, heard: boolean): Promise<boolean> {
    const message = this.find(userId, id);
    if (message) {
      message.heardAt = heard ? new Date(0) : null;
      this.changed(userId);
    }
    return Promise.resolve(message !== undefined);
  }

  delete(userId: string, id: string): Promise<boolean> {
    const message = this.find(userId, id);
    if (message) {
      this.messages.splice(this.messages.indexOf(message), 1);
      this.changed(userId);
    }
    return Promise.resolve(message !== undefined);
  }

  countNew(userId: string): Promise<number> {
    return Promise.resolve(this.messages.filter((m) => m.userId === userId && m.heardAt === null).length);
  }

  greeting(userId: string): Promise<Buffer | undefined> {
    return Promise.resolve(this.greetings.get(userId));
  }

  saveGreeting(userId: string, _tenantId: string, wav: Buffer): Promise<void> {
    this.greetings.set(userId, wav);
    return Promise.resolve();
  }

  onChange(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private find(userId: string, id: string): Kept | undefined {
    return this.messages.find((m) => m.userId === userId && m.id === id);
  }

  private changed(userId: string): void {
    this.changes.push(userId);
    for (const listener of this.listeners) listener(userId);
  }
}
