import { z } from "zod";
import { NO_ANSWER_SECONDS_MAX, NO_ANSWER_SECONDS_MIN } from "@mobex/contracts/voicemail-settings";

/**
 * `npm run admin -- tenant voicemail <prefix> [--no-answer <seconds>|default] [--attach on|off]`:
 * a tenant's voicemail defaults (issue 12), joined into the directory's command and result unions.
 */
export const voicemailAdminCommandSchemas = [
  z.object({
    command: z.literal("tenant.voicemail"),
    prefix: z.string().regex(/^\d{5}$/, "prefix must be exactly 5 digits"),
    /** null: back to VOICEMAIL_NO_ANSWER_SECONDS; absent: unchanged. */
    noAnswerSeconds: z.coerce
      .number({ error: "no-answer must be a number of seconds or 'default'" })
      .int("no-answer must be whole seconds")
      .min(NO_ANSWER_SECONDS_MIN, `no-answer must be at least ${NO_ANSWER_SECONDS_MIN}`)
      .max(NO_ANSWER_SECONDS_MAX, `no-answer must be at most ${NO_ANSWER_SECONDS_MAX}`)
      .nullable()
      .optional(),
    attachRecording: z.boolean().optional(),
  }),
] as const;
export type VoicemailAdminCommand = z.output<(typeof voicemailAdminCommandSchemas)[number]>;

export const voicemailAdminResultSchemas = [
  z.object({
    kind: z.literal("voicemailDefaults"),
    prefix: z.string(),
    /** null: the server's VOICEMAIL_NO_ANSWER_SECONDS. */
    noAnswerSeconds: z.number().nullable(),
    attachRecording: z.boolean(),
  }),
] as const;
export type VoicemailAdminResult = z.infer<(typeof voicemailAdminResultSchemas)[number]>;
