import { avatarUploadEndpoint } from "@mobex/contracts/avatar";
import { call, dataOf } from "../../../shared/api/api-client";

/** Stores the picture (a data: URL or bare base64) and returns its hash. */
export async function uploadAvatar(phone: string, avatar: string): Promise<string> {
  const data = dataOf(await call(avatarUploadEndpoint, { phone, avatar }));
  return data?.avatar_hash ?? "";
}

/** An empty avatar removes the picture (code 204). */
export async function removeAvatar(phone: string): Promise<void> {
  dataOf(await call(avatarUploadEndpoint, { phone, avatar: "" }));
}
