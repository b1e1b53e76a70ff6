// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * The caller ids a user may present on outgoing calls (spec 1 §3 "Caller id", §7 callerid/list/
 * and callerid/update/). `phone` must be the caller's own number; another answers 403.
 */
const token = z.string().check(z.minLength(1, "token is required"));
const phone = z.string().check(z.trim(), z.minLength(1, "phone is required"));

export const callerIdSchema = z.object({
  number: z.string(),
  description: z.string(),
  /** 1 for the one in use. */
  in_use: z.union([z.literal(0), z.literal(1)]),
});
export type CallerId = z.infer<typeof callerIdSchema>;

/** POST /webrtc/mobex/callerid/list/ → 200 with the user's caller ids. */
export const callerIdListBodySchema = z.object({ token, phone });
export type CallerIdListBody = z.infer<typeof callerIdListBodySchema>;
export const callerIdListAnswerSchema = envelopeSchema(z.nullable(z.array(callerIdSchema)));

/**
 * POST /webrtc/mobex/callerid/update/ → 200 with the caller ids after the change; 400 when `cli`
 * is not one of the user's caller ids.
 */
export const callerIdUpdateBodySchema = z.object({
  token,
  phone,
  cli: z.string().check(z.trim(), z.minLength(1, "cli is required"), z.maxLength(64, "cli is too long")),
});
export type CallerIdUpdateBody = z.infer<typeof callerIdUpdateBodySchema>;
export const callerIdUpdateAnswerSchema = callerIdListAnswerSchema;

/** spec 1 §7: POST /webrtc/mobex/callerid/list/ {token, phone}. */
export const callerIdListEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/callerid/list/",
  request: callerIdListBodySchema,
  answer: callerIdListAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/callerid/update/ {token, phone, cli}. */
export const callerIdUpdateEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/callerid/update/",
  request: callerIdUpdateBodySchema,
  answer: callerIdUpdateAnswerSchema,
});
