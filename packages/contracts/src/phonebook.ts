// zod/mini: home loads these schemas, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { envelopeSchema } from "./envelope";
import { flag } from "./flag";
import { defineEndpoint } from "./endpoint";

/**
 * The cloud phone book (spec 1 §3 "Contact", §7 cloudphonebook/entries/list/): the tenant's
 * provisioned contacts, plus every colleague's extension (synchronised extensions). Refreshed by the
 * client every 20 minutes.
 */
export const PHONEBOOK_REFRESH_MS = 20 * 60_000;
/** spec 1 §9: a contact card shows at most the first 2 numbers. */
export const CONTACT_CARD_NUMBERS = 2;

export const contactSchema = z.object({
  /** Stable across lists: the entry's uuid, or `ext-<extension>` for a synchronised extension. */
  id: z.string(),
  /** Common (display) name. */
  cn: z.string(),
  givenName: z.string(),
  sn: z.string(),
  /** The colleague's extension for a synchronised extension, else "". */
  ntaExtension: z.string(),
  telephoneNumber: z.string(),
  mobileTelephoneNumber: z.string(),
  homePhone: z.string(),
  mail: z.string(),
  company: z.string(),
  department: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * POST /cloudphonebook/entries/list/ {token, ignore_disabled_sync_extensions}: with the flag set,
 * colleagues whose licence is disabled are left out.
 */
export const phonebookListBodySchema = z.object({
  token: z.string().check(z.minLength(1, "token is required")),
  ignore_disabled_sync_extensions: z._default(flag, false),
});
export type PhonebookListBody = z.input<typeof phonebookListBodySchema>;
/**
 * 200 with the contacts sorted by cn (locale-aware, ignoring case and accents); an empty list is
 * still 200 (the client logs 'No contacts?').
 */
export const phonebookListAnswerSchema = envelopeSchema(z.nullable(z.array(contactSchema)));

/** spec 1 §7: POST /cloudphonebook/entries/list/ {token, ignore_disabled_sync_extensions}. */
export const phonebookListEndpoint = defineEndpoint({
  method: "POST",
  path: "/cloudphonebook/entries/list/",
  request: phonebookListBodySchema,
  answer: phonebookListAnswerSchema,
});
