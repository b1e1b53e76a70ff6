import { readFileSync, statSync } from "node:fs";
import { extname, resolve } from "node:path";
import { AdminError, type AdminRequest } from "../domain/directory/admin-commands";
import { MAX_IMPORT_BYTES, type ImportFormat } from "../domain/phonebook/phonebook-admin-commands";

/** An import of 5 MB may hold tens of thousands of contacts: give the server time to store them. */
export const IMPORT_TIMEOUT_MS = 120_000;

/** The commands that name a file of the CLI's machine (`--file`). */
export const IMPORT_COMMANDS: ReadonlySet<string> = new Set([
  "phonebook.import",
  "user.import",
  "button.import",
]);

/**
 * `phonebook import --file` (and `user import`, `blf import`) names a file of the CLI's machine:
 * read it here and send its text, so that the command is the same whether it runs in the server or
 * on the database directly. Relative paths start where the user ran npm (INIT_CWD), not where npm
 * runs the script. Only a phone book has a format to tell (CSV or vCard).
 */
export function withImportFile(request: AdminRequest, baseDir: string): AdminRequest {
  if (!IMPORT_COMMANDS.has(request.command) || typeof request.file !== "string") return request;
  const { file, ...command } = request;
  const path = resolve(baseDir, file);
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new AdminError(`${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof AdminError) throw error;
    throw new AdminError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? "unreadable"}`);
  }
  if (size > MAX_IMPORT_BYTES) {
    throw new AdminError(`${file} has ${(size / 1024 / 1024).toFixed(1)} MB; an import takes at most 5 MB`);
  }
  const content = decodeText(readFileSync(path));
  if (request.command !== "phonebook.import") return { ...command, content };
  return { ...command, format: formatOf(path, content), content };
}

/** By the file's extension, else by its first line (a vCard starts with BEGIN:VCARD). */
function formatOf(path: string, content: string): ImportFormat {
  const extension = extname(path).toLowerCase();
  if (extension === ".vcf" || extension === ".vcard") return "vcard";
  if (extension === ".csv") return "csv";
  return /^\s*BEGIN:VCARD/i.test(content) ? "vcard" : "csv";
}

/**
 * UTF-8, or UTF-16 with its byte-order mark (Outlook's "Unicode" export); a file that is not
 * UTF-8 is read as Windows-1252, which is what spreadsheets save as "CSV" in western locales.
 */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
