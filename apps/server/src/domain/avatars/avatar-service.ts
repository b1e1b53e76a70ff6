import { createHash } from "node:crypto";
import type { Clock } from "../../clock";
import type { AvatarRow } from "../../db/schema";
import type { AvatarFiles } from "./avatar-files";
import { compressAvatar } from "./avatar-compressor";
import type { AvatarRepository } from "./avatar-repository";
import { decodeBase64Image } from "./base64-image";
import { probeImageType, type AvatarMimeType } from "./image-probe";

/** A stored picture, ready to serve. */
export type AvatarImage = { hash: string; contentType: AvatarMimeType; bytes: Buffer };

export type AvatarServiceDeps = {
  repository: AvatarRepository;
  files: AvatarFiles;
  clock: Clock;
};

/**
 * Told whose picture changed, after the change is stored; awaited before the upload answers, so
 * the board directory (TenantDirectory.changed) carries the new hash on colleagues' next poll.
 */
export type AvatarChangeListener = (change: { userId: string; tenantId: string }) => Promise<void> | void;

type Owner = { id: string; tenantId: string };

const contentTypeOf = (row: AvatarRow): AvatarMimeType =>
  row.contentType === "image/png" ? "image/png" : "image/jpeg";

/** Profile pictures (spec 1 §5, §7): upload, removal and reading within the tenant. */
export class AvatarService {
  private readonly listeners = new Set<AvatarChangeListener>();

  constructor(private readonly deps: AvatarServiceDeps) {}

  /** Follows picture changes, so colleagues' boards carry the new hash on their next poll. */
  onChanged(listener: AvatarChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async changed(owner: Owner): Promise<void> {
    for (const listener of this.listeners) await listener({ userId: owner.id, tenantId: owner.tenantId });
  }

  /**
   * Stores the picture in `base64` (checked by content, compressed) and returns its hash; an empty
   * field removes the picture and returns null. Throws AvatarUploadError for a refused file.
   */
  async upload(owner: Owner, base64: string): Promise<string | null> {
    if (base64.trim() === "") {
      await this.remove(owner);
      return null;
    }
    const compressed = await compressAvatar(decodeBase64Image(base64));
    const hash = createHash("sha256").update(compressed.bytes).digest("hex");
    const { repository, files, clock } = this.deps;
    await files.write(owner.id, hash, compressed.contentType, compressed.bytes);
    const previous = await repository.replace({
      userId: owner.id,
      hash,
      contentType: compressed.contentType,
      byteSize: compressed.bytes.length,
      updatedAt: new Date(clock.now()),
    });
    if (previous && previous.hash !== hash)
      await files.remove(owner.id, previous.hash, contentTypeOf(previous));
    await this.changed(owner);
    return hash;
  }

  async remove(owner: Owner): Promise<void> {
    const removed = await this.deps.repository.remove(owner.id);
    if (!removed) return;
    await this.deps.files.remove(owner.id, removed.hash, contentTypeOf(removed));
    await this.changed(owner);
  }

  /** The hash of a colleague's picture (phone or extension), "" when there is none to see. */
  async hashOf(tenantId: string, name: string): Promise<string> {
    return (await this.deps.repository.findInTenant(tenantId, name))?.hash ?? "";
  }

  /** A colleague's current picture, or undefined (none, or not a member of `tenantId`). */
  async imageOf(tenantId: string, name: string): Promise<AvatarImage | undefined> {
    const row = await this.deps.repository.findInTenant(tenantId, name);
    if (!row) return undefined;
    const contentType = contentTypeOf(row);
    const bytes = await this.deps.files.read(row.userId, row.hash, contentType).catch(() => null);
    // A file lost or not matching its row (deleted by hand, an older backup) is not served.
    if (!bytes || probeImageType(bytes) !== contentType) return undefined;
    return { hash: row.hash, contentType, bytes };
  }
}
