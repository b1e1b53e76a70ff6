import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { shownText } from "./text";
import { defineEndpoint } from "./endpoint";

/**
 * The user's own presence (spec 1 §4 Presence, §5, §7): status text, availability and
 * do-not-disturb. Colleagues see all three on the presence board within one poll.
 */
const token = z.string().min(1, "token is required");
const phone = z.string().trim().min(1, "phone is required");

/** spec 1 §5 / §9: the status message has at most 20 characters. */
export const STATUS_TEXT_MAX_LENGTH = 20;
/** spec 1 §9: saved 3 s after typing stops. */
export const STATUS_TEXT_DEBOUNCE_MS = 3_000;

export const onlineStatusSchema = z.enum(["O", "U"]);
export type OnlineStatus = z.infer<typeof onlineStatusSchema>;

/** POST /webrtc/mobex/status/ {token, phone, status, online} → code 204 (spec 1 §7). */
export const statusTextBodySchema = z.object({
  token,
  phone,
  // Colleagues see it on their boards: no control characters, no invisible bidi or zero-width tricks.
  status: shownText("status").pipe(
    z.string().max(STATUS_TEXT_MAX_LENGTH, `status must have at most ${STATUS_TEXT_MAX_LENGTH} characters`),
  ),
  online: onlineStatusSchema.optional(),
});
export type StatusTextBody = z.infer<typeof statusTextBodySchema>;
export const statusTextAnswerSchema = envelopeSchema(z.null());

/** POST /webrtc/mobex/online_status/ {token, phone, status} → 200 {online_status} (body "not shown"). */
export const onlineStatusBodySchema = z.object({ token, phone, status: onlineStatusSchema });
export type OnlineStatusBody = z.infer<typeof onlineStatusBodySchema>;
export const onlineStatusAnswerSchema = envelopeSchema(z.object({ online_status: onlineStatusSchema }));

/** POST /phones/update/ {token, name, dnd} → 200 {dnd}; `name` is the user's phone or extension. */
export const dndBodySchema = z.object({
  token,
  name: z.string().trim().min(1, "name is required"),
  dnd: z.enum(["0", "1"]),
});
export type DndBody = z.infer<typeof dndBodySchema>;
export const dndAnswerSchema = envelopeSchema(z.object({ dnd: z.enum(["0", "1"]) }));

/** spec 1 §7: POST /phones/update/ {token, name, dnd}. */
export const dndEndpoint = defineEndpoint({
  method: "POST",
  path: "/phones/update/",
  request: dndBodySchema,
  answer: dndAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/online_status/ {token, phone, status}. */
export const onlineStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/online_status/",
  request: onlineStatusBodySchema,
  answer: onlineStatusAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/status/ {token, phone, status, online} — success is code 204. */
export const statusTextEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/status/",
  request: statusTextBodySchema,
  answer: statusTextAnswerSchema,
});
