import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Clock } from "../clock";
import { SERVER_PACKAGE_DIR } from "../config";
import type { UserRepository } from "../domain/directory/user-repository";
import type { VoicemailStore } from "../domain/voicemail/voicemail-store";

/** scripts/make-demo-voicemail.sh writes these (eSpeak NG, 8 kHz mono PCM16). */
const DEMO_VOICEMAIL_DIR = join(SERVER_PACKAGE_DIR, "assets", "demo-voicemail");

/** Whose mailbox holds the demo messages: a user no other end-to-end spec uses for voicemail. */
export const DEMO_VOICEMAIL_OWNER = "carol@example.com";

/**
 * The demo messages: a colleague (the app shows the directory's name) and a supplier whose call
 * presented no name (the app finds it in the phone book, seed-phonebook.ts).
 */
const DEMO_MESSAGES = [
  { file: "bob.wav", callerNumber: "400011002", callerName: "Bob Brown", minutesAgo: 50 },
  { file: "harriet.wav", callerNumber: "+442079460121", callerName: "", minutesAgo: 10 },
] as const;

const WAV_HEADER_BYTES = 44;
const PCM16_8KHZ_BYTES_PER_SECOND = 16_000;

/**
 * Leaves the demo messages in the demo owner's mailbox (issue 12: a new user of `npm start` sees
 * the visual voicemail at work). Runs right after the demo seed, which runs on an empty database only.
 */
export async function seedDemoVoicemail(
  users: UserRepository,
  store: VoicemailStore,
  clock: Clock,
): Promise<void> {
  const owner = await users.findByEmail(DEMO_VOICEMAIL_OWNER);
  if (!owner) return;
  for (const message of DEMO_MESSAGES) {
    const wav = await readFile(join(DEMO_VOICEMAIL_DIR, message.file));
    await store.save({
      tenantId: owner.tenantId,
      userId: owner.id,
      callerNumber: message.callerNumber,
      callerName: message.callerName,
      wav,
      durationSeconds: (wav.byteLength - WAV_HEADER_BYTES) / PCM16_8KHZ_BYTES_PER_SECOND,
      receivedAt: new Date(clock.now() - message.minutesAgo * 60_000),
    });
  }
}
