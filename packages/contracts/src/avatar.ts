// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * Profile pictures (spec 1 §2 "Avatar dialog", §5, §7 avatar/upload and avatar/getimage).
 * The client crops and compresses before upload; the server checks the bytes (not the name) and
 * stores at most AVATAR_MAX_BYTES.
 */
export const AVATAR_MAX_BYTES = 20 * 1024 * 1024;
/** What the client compresses to before uploading (spec 1 §5). */
export const AVATAR_TARGET_BYTES = 100 * 1024;
export const AVATAR_MAX_DIMENSION = 1024;
export const AVATAR_CROP_SIZE = 250;
export const AVATAR_CROP_RADIUS = 15;
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png"] as const;

/**
 * POST /webrtc/mobex/avatar/upload, a form (urlencoded or multipart) {token, phone, avatar}: avatar is
 * the image as base64 (a data: URL prefix is accepted). An empty avatar removes the picture (204);
 * a stored one answers 200 with its hash. 400 when the bytes are not a JPEG or PNG, 413 over 20 MB.
 */
export const avatarUploadBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  phone: z.string().check(z.trim(), z.minLength(1, "phone is required")),
  avatar: z.string(),
});
export type AvatarUploadBody = z.infer<typeof avatarUploadBodySchema>;
export const avatarInfoSchema = z.object({ avatar_hash: z.string() });
export type AvatarInfo = z.infer<typeof avatarInfoSchema>;
export const avatarUploadAnswerSchema = envelopeSchema(z.nullable(avatarInfoSchema));

/**
 * GET /webrtc/mobex/avatar/getimage?name=<phone>&token=…&hash=…&t=…: with the current hash, the
 * image itself, cacheable for ever (a new picture has a new hash); without a hash, the JSON
 * envelope with data.avatar_hash ("" when the user has no picture). Only colleagues of the
 * caller's tenant are visible.
 */
export const avatarGetQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "name is required")),
  token: z.string().check(z.minLength(1, "token is required")),
  hash: z.optional(z.string().check(z.maxLength(128))),
  t: z.optional(z.string().check(z.maxLength(32))),
});
export type AvatarGetQuery = z.infer<typeof avatarGetQuerySchema>;
export const avatarGetAnswerSchema = envelopeSchema(avatarInfoSchema);

/**
 * The largest upload body: a 20 MB image as base64 (4/3), percent-escaped in a urlencoded form
 * ('+' and '/' become three characters), plus the other fields. Only the upload route takes it.
 */
export const AVATAR_BODY_LIMIT_BYTES = 30 * 1024 * 1024;

export const avatarTexts = {
  hint: "Max size: 20MB Format: JPG/PNG",
  uploadFailed: "Error on upload image",
  rejectedFallback: "File should be JPG and 100KB Max",
  wrongType: "File should be a JPG or PNG image",
  tooLarge: "File should be 20MB Max",
  tooMany: "Drop one image only",
  removeFailed: "Error on removing image",
  /** Server answers (400 and 413 of avatar/upload). */
  notAnImage: "avatar: the file is not a readable JPEG or PNG image",
  overLimit: "avatar: the image is larger than 20 MB",
} as const;

/** spec 1 §7: GET avatar/getimage without a hash → data.avatar_hash ("" when there is no picture). */
export const avatarHashEndpoint = defineEndpoint({
  method: "GET",
  path: "/webrtc/mobex/avatar/getimage",
  request: avatarGetQuerySchema,
  answer: avatarGetAnswerSchema,
});

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
