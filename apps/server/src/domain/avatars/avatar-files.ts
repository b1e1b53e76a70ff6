import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { AvatarMimeType } from "./image-probe";

const extensions: Record<AvatarMimeType, string> = { "image/jpeg": "jpg", "image/png": "png" };

/**
 * The stored pictures under DATA_DIR/files/avatars (ARCHITECTURE.md, Data), one file per user and
 * hash: a new picture never overwrites the bytes an old, still-cached URL points at mid-read.
 */
export class AvatarFiles {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, "files", "avatars");
  }

  private pathOf(userId: string, hash: string, contentType: AvatarMimeType): string {
    return join(this.dir, `${userId}-${hash}.${extensions[contentType]}`);
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async write(userId: string, hash: string, contentType: AvatarMimeType, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = this.pathOf(userId, hash, contentType);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  read(userId: string, hash: string, contentType: AvatarMimeType): Promise<Buffer> {
    return readFile(this.pathOf(userId, hash, contentType));
  }

  async remove(userId: string, hash: string, contentType: AvatarMimeType): Promise<void> {
    await rm(this.pathOf(userId, hash, contentType), { force: true });
  }
}
