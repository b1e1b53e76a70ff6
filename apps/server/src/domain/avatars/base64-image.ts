import { AVATAR_MAX_BYTES } from "@mobex/contracts/avatar";
import { AvatarUploadError } from "./avatar-upload-error";

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The bytes of the `avatar` field: base64 (standard or URL-safe), optionally as a data: URL, with
 * any line breaks a client inserted. The size is checked on the encoded length first so that an
 * oversized upload is refused before it is decoded.
 */
export function decodeBase64Image(field: string): Buffer {
  const encoded = field.replace(DATA_URL_PREFIX, "").replace(/\s+/g, "");
  if (!BASE64.test(encoded)) throw new AvatarUploadError("notAnImage", "the field is not base64");
  const padding = encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0;
  const decodedLength = Math.floor((encoded.length * 3) / 4) - padding;
  if (decodedLength > AVATAR_MAX_BYTES)
    throw new AvatarUploadError("tooLarge", `${decodedLength} bytes decoded`);
  return Buffer.from(encoded, "base64");
}
