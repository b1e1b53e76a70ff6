// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { flag } from "./flag";
import { defineEndpoint } from "./endpoint";

/**
 * Call history and caller names (spec 1 §3 "History item", §7 cdrs/list, cdrs/hide, contacts/get;
 * spec 2 §7 cdrs/list). `phone` must be the caller's own number; another answers 403.
 */
export const HISTORY_LIMIT_MAX = 100;

const token = z.string().check(z.minLength(1, "token is required"));
const phone = z.string().check(z.trim(), z.minLength(1, "phone is required"));

/** INB inbound, OUT outbound. */
export const callTypeSchema = z.enum(["INB", "OUT"]);
export type CallType = z.infer<typeof callTypeSchema>;

/** `answer` for an answered call, else why it was not: nobody answered, busy or declined, cancelled, failed. */
export const callStatusSchema = z.enum(["answer", "noanswer", "busy", "cancel", "failed"]);
export type CallStatus = z.infer<typeof callStatusSchema>;

export const historyItemSchema = z.object({
  uniqueid: z.string(),
  /** The other party's number as this user saw it; `*1` is voicemail. */
  call_b: z.string(),
  call_name: z.string(),
  call_type: callTypeSchema,
  status: callStatusSchema,
  /** `vid` for a video call. */
  media: z.enum(["", "vid"]),
  /** Epoch seconds. */
  call_start: z.int(),
  /** Seconds answered; 0 for a call never answered. */
  call_duration: z.int().check(z.nonnegative()),
  call_desc: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** POST /webrtc/mobex/cdrs/list and POST /cdrs/list: limit 100 in the main app, 50 in the embedded tab. */
export const cdrsListBodySchema = z.object({
  token,
  phone,
  limit: z._default(
    z.coerce
      .number({ error: "limit must be a number" })
      .check(
        z.int("limit must be a whole number"),
        z.minimum(1, "limit must be at least 1"),
        z.maximum(HISTORY_LIMIT_MAX, `limit must be at most ${HISTORY_LIMIT_MAX}`),
      ),
    HISTORY_LIMIT_MAX,
  ),
});
export type CdrsListBody = z.infer<typeof cdrsListBodySchema>;
/** 200 with the entries that are not hidden, newest first. */
export const cdrsListAnswerSchema = envelopeSchema(z.nullable(z.array(historyItemSchema)));

/**
 * POST /webrtc/mobex/cdrs/hide: responses[0].code 204 on success (the HTTP status is 200, as a
 * 204 carries no body); 400 when the entry is not one of the caller's. `name` and `type` are
 * accepted as the client sends them; the entry is always looked up among the caller's own.
 */
export const cdrsHideBodySchema = z.object({
  token,
  name: z.optional(z.string().check(z.maxLength(254))),
  uniqueid: z.uuid({ error: "uniqueid must be a history entry's uniqueid" }),
  /** true, 1, "1" and "true" hide; false, 0, "0" and "false" show again. */
  hide: z._default(flag, true),
  type: z.optional(z.string().check(z.maxLength(32))),
});
export type CdrsHideBody = z.input<typeof cdrsHideBodySchema>;
export const cdrsHideAnswerSchema = envelopeSchema(z.null());

/**
 * POST /contacts/get: the name behind a number of the caller's tenant (an extension, a phone, or a
 * shared caller id); 404 for any other number.
 */
export const contactsGetBodySchema = z.object({
  token,
  number: z
    .string()
    .check(z.trim(), z.minLength(1, "number is required"), z.maxLength(64, "number is too long")),
  type: z.optional(z.string().check(z.maxLength(32))),
});
export type ContactsGetBody = z.infer<typeof contactsGetBodySchema>;
export const contactNameSchema = z.object({ name: z.string() });
export const contactsGetAnswerSchema = envelopeSchema(z.nullable(contactNameSchema));

/** spec 1 §7: POST /webrtc/mobex/cdrs/hide {token, name, uniqueid, hide, type}. */
export const historyHideEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/cdrs/hide",
  request: cdrsHideBodySchema,
  answer: cdrsHideAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/cdrs/list {token, phone, limit} — the user's call history. */
export const historyListEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/cdrs/list",
  request: cdrsListBodySchema,
  answer: cdrsListAnswerSchema,
});

/** spec 1 §7: POST /contacts/get {number, token, type} — the name behind a number of the tenant. */
export const contactNameEndpoint = defineEndpoint({
  method: "POST",
  path: "/contacts/get",
  request: contactsGetBodySchema,
  answer: contactsGetAnswerSchema,
});
