import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { chatFiles, type ChatFileRow } from "../../../db/schema";
import { ChatError } from "../chat-error";
import type { ChatCaller } from "../chat-groups";
import type { AttachmentAccess } from "./attachment-access";
import { checkedType, decodeFileContent } from "./attachment-content";

export type StoredAttachment = { id: string; name: string; type: string; size: number };
export type AttachmentUpload = {
  fileContent: string;
  fileName?: string | undefined;
  fileType?: string | undefined;
  /** A colleague's number or a groupId (chat/storage's `conversation`). */
  conversation?: string | undefined;
};

// Control characters are what this removes.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A name to show and to save under: no path, no control characters, at most 255 characters. */
function cleanName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop()?.replace(CONTROL_CHARACTERS, "").trim() ?? "";
  return base === "" ? "file" : base.slice(0, 255);
}

/**
 * Files shared in chat (chat/storage): the bytes under DATA_DIR/files/chat/<tenant>/<id>, a
 * chat_files row with the uploader, name, type (as the bytes show it), size and SHA-256. The id is
 * 24 random bytes (base64url): knowing one file's id tells nothing of another's. Who may read a
 * file is AttachmentAccess's to say.
 */
export class AttachmentStore {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly clock: Clock,
    private readonly access: AttachmentAccess,
  ) {
    this.dir = join(dataDir, "files", "chat");
  }

  async store(uploader: ChatCaller, upload: AttachmentUpload): Promise<StoredAttachment> {
    const conversation =
      upload.conversation === undefined
        ? null
        : await this.access.conversationOf(uploader, upload.conversation);
    const { bytes, declared } = decodeFileContent(upload.fileContent);
    const name = cleanName(upload.fileName);
    const type = await checkedType(bytes, upload.fileType ?? declared, name);
    const id = randomBytes(24).toString("base64url");
    const folder = join(this.dir, uploader.tenantId);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `${id}.${process.pid}.tmp`);
    await writeFile(temporary, bytes, { mode: 0o600 });
    await rename(temporary, join(folder, id));
    await this.db.insert(chatFiles).values({
      id,
      tenantId: uploader.tenantId,
      ownerId: uploader.user.id,
      name,
      contentType: type,
      byteSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      createdAt: new Date(this.clock.now()),
      conversation,
    });
    return { id, name, type, size: bytes.length };
  }

  /**
   * A file shared with the reader, with its bytes; another tenant's id is as unknown as a made-up
   * one, a colleague's that was not shared with the reader is refused (403).
   */
  async read(reader: ChatCaller, id: string): Promise<{ file: ChatFileRow; bytes: Buffer }> {
    const [file] = await this.db
      .select()
      .from(chatFiles)
      .where(and(eq(chatFiles.id, id), eq(chatFiles.tenantId, reader.tenantId)));
    if (!file || !/^[A-Za-z0-9_-]{32}$/.test(file.id)) throw new ChatError("attachmentNotFound");
    await this.access.check(reader, file);
    try {
      return { file, bytes: await readFile(join(this.dir, reader.tenantId, file.id)) };
    } catch {
      throw new ChatError("attachmentNotFound");
    }
  }
}
