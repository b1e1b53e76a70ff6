import { chatStorageEndpoint, chatStorageGetEndpoint } from "@mobex/contracts/chat";
import type { SharedFile } from "../../../services/xmpp/file-element";
import { call, callWithUploadProgress, dataOf } from "../../../shared/api/api-client";
import type { UploadProgress } from "../../../shared/api/upload-transport";
import { storeFile, storedFile } from "./files-store";

function asDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/**
 * spec 2 §7 chat/storage: stores the file, telling how much of it has gone (§4); the server says its type from the bytes. `conversation`
 * (a colleague's phone or a groupId) is who may open it besides the uploader.
 */
export async function uploadAttachment(
  phone: string,
  file: File,
  thumbnail: string,
  conversation: string,
  onProgress: UploadProgress,
): Promise<SharedFile> {
  const fileContent = await asDataUrl(file);
  const stored = dataOf(
    await callWithUploadProgress(
      chatStorageEndpoint,
      {
        phone,
        fileContent,
        fileName: file.name,
        ...(file.type && { fileType: file.type }),
        conversation,
      },
      onProgress,
    ),
  );
  return { id: stored.attachmentId, name: stored.name, type: stored.type, size: stored.size, thumbnail };
}

function bytesOf(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** spec 2 §7 chat/storage/get, kept in the 'Files' store: a second download needs no request. */
export async function attachmentBlob(phone: string, file: SharedFile): Promise<Blob> {
  const kept = await storedFile(file.id).catch(() => null);
  if (kept !== null) return kept;
  const answer = dataOf(await call(chatStorageGetEndpoint, { phone, attachmentId: file.id }));
  const blob = bytesOf(answer.file_base64, answer.type);
  await storeFile(file.id, blob).catch(() => undefined);
  return blob;
}
