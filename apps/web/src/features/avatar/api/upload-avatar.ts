import { avatarUploadAnswerSchema, avatarUploadBodySchema } from "@mobex/contracts/avatar";
import { call, dataOf } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/**
 * spec 1 §7: POST avatar/upload {token, phone, avatar (base64)}. Sent as JSON through the one API
 * client (the server takes urlencoded, multipart and JSON alike), so the token renewal applies.
 */
export const avatarUploadEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/avatar/upload",
  request: avatarUploadBodySchema,
  answer: avatarUploadAnswerSchema,
});

/** Stores the picture (a data: URL or bare base64) and returns its hash. */
export async function uploadAvatar(phone: string, avatar: string): Promise<string> {
  const data = dataOf(await call(avatarUploadEndpoint, { phone, avatar }));
  return data?.avatar_hash ?? "";
}

/** An empty avatar removes the picture (code 204). */
export async function removeAvatar(phone: string): Promise<void> {
  dataOf(await call(avatarUploadEndpoint, { phone, avatar: "" }));
}
