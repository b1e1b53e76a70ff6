import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** The largest recording served: 5 min (packages/media's hard cap) of 8 kHz PCM16 is 4.8 MB, plus room. */
export const VOICEMAIL_MAX_FILE_BYTES = 8 * 1024 * 1024;

// Voicemail is personal data: the server's user only, whatever the umask (issue 12, Data).
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/**
 * The recordings under DATA_DIR/voicemail/<tenant>/<user>/: one `<message id>.wav` per message and
 * `greeting.wav` for the user's own greeting.
 */
export class VoicemailFiles {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, "voicemail");
  }

  messagePath(tenantId: string, userId: string, id: string): string {
    return join(this.root, tenantId, userId, `${id}.wav`);
  }

  greetingPath(tenantId: string, userId: string): string {
    return join(this.root, tenantId, userId, "greeting.wav");
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async write(path: string, bytes: Buffer): Promise<void> {
    // A umask can only take bits away: new folders are 0700 or stricter.
    await mkdir(dirname(path), { recursive: true, mode: DIR_MODE });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes, { mode: FILE_MODE });
    await rename(temporary, path);
  }

  /** The file's bytes; undefined when it is missing or larger than `maxBytes` (never read whole). */
  async read(path: string, maxBytes = VOICEMAIL_MAX_FILE_BYTES): Promise<Buffer | undefined> {
    try {
      if ((await stat(path)).size > maxBytes) return undefined;
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }
}
