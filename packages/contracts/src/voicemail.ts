// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
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
