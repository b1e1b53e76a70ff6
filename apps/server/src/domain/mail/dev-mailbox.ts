import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { devMailMessageSchema, type DevMailMessage } from "@mobex/contracts/dev-mail";

/** `<time>-<sequence>-<random>` as `store` names a message. */
const DEV_MAIL_ID = /^[0-9]{14}-[0-9]{10}-[0-9a-f]{8}$/;

/**
 * The dev transport's mailbox (ARCHITECTURE.md, Mail): each message is kept as `<id>.eml`, the RFC
 * 5322 text as it would have gone out, beside `<id>.json` with what the dev pages list.
 */
export class DevMailbox {
  /** Orders the messages of one millisecond (a test clock that stands still) as they arrived. */
  private sequence = 0;

  constructor(readonly dir: string) {}

  async store(message: Omit<DevMailMessage, "id">, eml: Buffer): Promise<DevMailMessage> {
    await mkdir(this.dir, { recursive: true });
    // Time first, so that names sort like arrival; then this process's sequence, so that the newest
    // of one millisecond still sorts first (a mailed token is single-use: the older one is spent);
    // a random tail against another process writing in the same millisecond.
    const time = Date.parse(message.date).toString().padStart(14, "0");
    const sequence = (this.sequence++).toString().padStart(10, "0");
    const id = `${time}-${sequence}-${randomBytes(4).toString("hex")}`;
    const stored = { id, ...message };
    await writeFile(join(this.dir, `${id}.eml`), eml, { mode: 0o600 });
    await writeFile(join(this.dir, `${id}.json`), `${JSON.stringify(stored)}\n`, { mode: 0o600 });
    return stored;
  }

  /** The message as it would have gone out (RFC 5322, attachments included), or null for an unknown id. */
  async raw(id: string): Promise<Buffer | null> {
    // Only names this mailbox makes: an id can never reach outside its folder.
    if (!DEV_MAIL_ID.test(id)) return null;
    try {
      return await readFile(join(this.dir, `${id}.eml`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  /** Newest first, optionally only those addressed to `to`. */
  async list(to?: string): Promise<DevMailMessage[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith(".json"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const messages = await Promise.all(
      names.map(async (name) =>
        devMailMessageSchema.safeParse(JSON.parse(await readFile(join(this.dir, name), "utf8"))),
      ),
    );
    return messages
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .filter((message) => to === undefined || message.to === to)
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }
}
