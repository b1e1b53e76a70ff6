// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { authenticatedBodySchema, envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * POST /webrtc/mobex/messages/checknew {token, mailbox, phone} → data.count, the new (unheard)
 * messages in the user's mailbox (spec 1 §7). `phone` must be the caller's own; `mailbox` may be
 * empty or the user's mailbox.
 */
export const checkNewBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  mailbox: z.optional(z.string().check(z.maxLength(64))),
  phone: z.string().check(z.trim(), z.minLength(1, "phone is required")),
});
export type CheckNewBody = z.infer<typeof checkNewBodySchema>;
export const checkNewAnswerSchema = envelopeSchema(z.object({ count: z.int().check(z.nonnegative()) }));
/** How often the app bar asks (not in the spec; as often as the profile). */
export const VOICEMAIL_POLL_MS = 20_000;

/** spec 1 §7: POST /webrtc/mobex/messages/checknew {token, mailbox, phone} → data.count. */
export const checkNewEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/messages/checknew",
  request: checkNewBodySchema,
  answer: checkNewAnswerSchema,
});

/** The visual voicemail (issue 12): each call names one of the caller's own messages by its id. */
const messageIdBodySchema = z.object({
  ...authenticatedBodySchema.shape,
  id: z.uuid({ error: "id must be a voicemail message's id" }),
});
export type VoicemailMessageIdBody = z.infer<typeof messageIdBodySchema>;

export const voicemailMessageSchema = z.object({
  id: z.string(),
  /** The caller's number as the call presented it ("" when withheld). */
  caller_number: z.string(),
  /** The name the call presented ("" when none); the app prefers its directory's or phone book's. */
  caller_name: z.string(),
  /** ISO 8601. */
  received_at: z.string(),
  /** Seconds. */
  duration: z.int().check(z.nonnegative()),
  heard: z.boolean(),
});
export type VoicemailMessage = z.infer<typeof voicemailMessageSchema>;

/** POST /webrtc/mobex/voicemail/list {token} → data.messages, the caller's own, newest first. */
export const voicemailListEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/voicemail/list",
  request: authenticatedBodySchema,
  answer: envelopeSchema(z.object({ messages: z.array(voicemailMessageSchema) })),
});

/**
 * POST /webrtc/mobex/voicemail/audio {token, id} → the recording as `audio/wav` bytes, not an
 * envelope; a message that is not the caller's is the 404 envelope this answer schema describes.
 */
export const voicemailAudioEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/voicemail/audio",
  request: messageIdBodySchema,
  answer: envelopeSchema(z.null()),
});

/** POST /webrtc/mobex/voicemail/heard {token, id, heard} → data.count, the new messages after it (as checknew). */
export const voicemailHeardEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/voicemail/heard",
  request: z.object({ ...messageIdBodySchema.shape, heard: z.boolean() }),
  answer: checkNewAnswerSchema,
});

/** POST /webrtc/mobex/voicemail/delete {token, id} → data.count; the recording is gone for good. */
export const voicemailDeleteEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/voicemail/delete",
  request: messageIdBodySchema,
  answer: checkNewAnswerSchema,
});
