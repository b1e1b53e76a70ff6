// zod/mini, like every contract the web app loads (issue 9, budgets).
import { z } from "zod/mini";
import { authenticatedBodySchema, envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";
import { checkNewAnswerSchema } from "./voicemail";

// Apart from voicemail.ts, whose checknew the first screen loads: these come with the visual
// voicemail's own chunk (issue 12), not in the 250 KB of login + home.

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
 * envelope; a message that is not the caller's is the 410 envelope this answer schema describes.
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
