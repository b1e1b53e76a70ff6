import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * POST /webrtc/mobex/messages/checknew {token, mailbox, phone} → data.count, the new (unheard)
 * messages in the user's mailbox (spec 1 §7). `phone` must be the caller's own; `mailbox` may be
 * empty or the user's mailbox.
 */
export const checkNewBodySchema = z.object({
  token: z.string().min(1, "token is required"),
  mailbox: z.string().max(64).optional(),
  phone: z.string().trim().min(1, "phone is required"),
});
export type CheckNewBody = z.infer<typeof checkNewBodySchema>;
export const checkNewAnswerSchema = envelopeSchema(z.object({ count: z.number().int().nonnegative() }));
/** How often the app bar asks (not in the spec; as often as the profile). */
export const VOICEMAIL_POLL_MS = 20_000;

/** spec 1 §7: POST /webrtc/mobex/messages/checknew {token, mailbox, phone} → data.count. */
export const checkNewEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/messages/checknew",
  request: checkNewBodySchema,
  answer: checkNewAnswerSchema,
});
