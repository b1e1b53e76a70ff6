/** A message the deposit flow hands to the store (design: voicemail-design.md, "The voicemail store"). */
export interface NewVoicemail {
  tenantId: string;
  userId: string;
  callerNumber: string;
  callerName: string;
  /** RIFF PCM16 8 kHz mono. */
  wav: Buffer;
  durationSeconds: number;
  receivedAt: Date;
  callId?: string;
}

/** One stored message as the mailbox menu reads it. */
export interface StoredVoicemail {
  id: string;
  callerNumber: string;
  callerName: string;
  durationSeconds: number;
  receivedAt: Date;
  heardAt: Date | null;
}

/**
 * What the voicemail service needs of the store (`VoicemailStore`, voicemail-store.ts): saving a
 * message, the mailbox menu's reads and changes, the greeting, and a change listener for the
 * message-waiting notice. Every read and change is scoped to the user's own messages.
 */
export interface VoicemailStorePort {
  save(message: NewVoicemail): Promise<{ id: string }>;
  /** Newest first. */
  list(userId: string): Promise<StoredVoicemail[]>;
  audio(userId: string, id: string): Promise<Buffer | undefined>;
  markHeard(userId: string, id: string, heard: boolean): Promise<boolean>;
  delete(userId: string, id: string): Promise<boolean>;
  countNew(userId: string): Promise<number>;
  greeting(userId: string): Promise<Buffer | undefined>;
  saveGreeting(userId: string, tenantId: string, wav: Buffer): Promise<void>;
  /** Called with the user whose mailbox changed (save, markHeard, delete); returns the detach function. */
  onChange(listener: (userId: string) => void): () => void;
}
