import { fileTypeFromBuffer } from "file-type";
import { CHAT_ATTACHMENT_MAX_BYTES } from "@mobex/contracts/chat";
import { ChatError } from "../chat-error";

const DATA_URL = /^data:([^,;]*)(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Types whose bytes run as a program somewhere: refused whatever name or type they come with. */
const PROGRAM_TYPES = new Set([
  "application/x-msdownload",
  "application/x-elf",
  "application/x-mach-binary",
  "application/x-executable",
  "application/vnd.microsoft.portable-executable",
  "application/x-sharedlib",
  "application/wasm",
  "application/java-vm",
  "application/x-msi",
  "application/vnd.android.dex",
  "application/x-apple-diskimage",
  "application/x-ms-shortcut",
  "application/vnd.debian.binary-package",
  "application/x-rpm",
]);
/** Names a desktop would run on a double click. */
const PROGRAM_NAME =
  /\.(exe|com|scr|pif|bat|cmd|msi|msp|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|dll|lnk|reg|cpl)$/i;
/** Declared types said about any bytes ("I don't know"): the bytes decide alone. */
const UNSPECIFIED = new Set(["", "application/octet-stream", "binary/octet-stream"]);

export type AttachmentContent = { bytes: Buffer; type: string };

/**
 * The bytes of chat/storage's `fileContent`: a data URL or bare base64 (standard or URL-safe, line
 * breaks ignored), at most 10 MB decoded; the size is read from the encoded length first so that an
 * oversized upload is refused before it is decoded. Returns the declared type (the data URL's) too.
 */
export function decodeFileContent(field: string): { bytes: Buffer; declared: string } {
  const declared = DATA_URL.exec(field)?.[1]?.toLowerCase() ?? "";
  const encoded = field.replace(DATA_URL, "").replace(/\s+/g, "");
  if (encoded === "" || !BASE64.test(encoded)) throw new ChatError("attachmentNotBase64");
  const padding = encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
  if (Math.floor((encoded.length * 3) / 4) - padding > CHAT_ATTACHMENT_MAX_BYTES)
    throw new ChatError("attachmentTooLarge");
  return { bytes: Buffer.from(encoded, "base64"), declared };
}

/** UTF-8 text without NUL: what a plain-text file is when no magic bytes say otherwise. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function sameKind(declared: string, detected: string): boolean {
  if (declared === detected) return true;
  const [declaredTop] = declared.split("/");
  const [detectedTop] = detected.split("/");
  // image/jpg and image/jpeg, audio/mp3 and audio/mpeg …: a media family is what a client can show.
  return declaredTop === detectedTop && ["image", "audio", "video"].includes(declaredTop ?? "");
}

/**
 * The type of an attachment as its bytes show it (magic bytes, the `file-type` package). Programs
 * are refused (by content, by a script's "#!", or by a name a desktop would run); a declared type the
 * bytes contradict is refused. Bytes without magic are stored as text/plain when they are UTF-8
 * text, else application/octet-stream: the type stored never makes a browser run what it shows
 * (no text/html, no image/svg+xml).
 */
export async function checkedType(bytes: Buffer, declaredType: string, name: string): Promise<string> {
  const declared = declaredType.split(";")[0]?.trim().toLowerCase() ?? "";
  const detected = await fileTypeFromBuffer(bytes);
  const script = bytes.subarray(0, 2).toString("latin1") === "#!";
  if ((detected && PROGRAM_TYPES.has(detected.mime)) || script || PROGRAM_NAME.test(name))
    throw new ChatError("attachmentExecutable");
  if (detected) {
    if (!UNSPECIFIED.has(declared) && !sameKind(declared, detected.mime))
      throw new ChatError("attachmentTypeMismatch", { declared, detected: detected.mime });
    return detected.mime;
  }
  const text = isText(bytes);
  const textual =
    declared.startsWith("text/") ||
    ["application/json", "application/xml", "image/svg+xml"].includes(declared);
  if (!UNSPECIFIED.has(declared) && !(text && textual))
    throw new ChatError("attachmentTypeMismatch", { declared, detected: text ? "text/plain" : "unknown" });
  return text ? "text/plain" : "application/octet-stream";
}
