// zod/mini: the settings page loads this schema, and the classic API would add its own ~15 KB on the wire (issue 9, budgets).
import { z } from "zod/mini";
import { authenticatedBodySchema, envelopeSchema } from "./envelope";
import { defineEndpoint } from "./endpoint";

/**
 * A user's voicemail settings (issue 12), stored like the busylight settings under a config key
 * (configs/get, configs/update). Each field left out takes the tenant's default.
 */
export const VOICEMAIL_CONFIG_KEY = "voicemail";

/** How long a call rings before it goes to voicemail, in seconds (issue 12: default 25). */
export const NO_ANSWER_SECONDS_MIN = 5;
export const NO_ANSWER_SECONDS_MAX = 120;

export const voicemailSettingsSchema = z.object({
  /** Unanswered, busy, DND and unreachable calls go to the mailbox. */
  enabled: z.optional(z.boolean()),
  noAnswerSeconds: z.optional(
    z.int().check(z.minimum(NO_ANSWER_SECONDS_MIN), z.maximum(NO_ANSWER_SECONDS_MAX)),
  ),
  /** Each new message is e-mailed to the user (with the recording when the tenant allows it). */
  emailRecording: z.optional(z.boolean()),
});
export type VoicemailSettings = z.infer<typeof voicemailSettingsSchema>;

/**
 * A stored value (any JSON a client sent) taken field by field where valid, never blindly: the server
 * routes calls by it, the app shows it.
 */
export function parseVoicemailSettings(value: unknown): VoicemailSettings {
  const stored: Record<string, unknown> =
    typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
  const settings: VoicemailSettings = {};
  const { shape } = voicemailSettingsSchema;
  const enabled = shape.enabled.safeParse(stored.enabled);
  if (enabled.success && enabled.data !== undefined) settings.enabled = enabled.data;
  const seconds = shape.noAnswerSeconds.safeParse(stored.noAnswerSeconds);
  if (seconds.success && seconds.data !== undefined) settings.noAnswerSeconds = seconds.data;
  const email = shape.emailRecording.safeParse(stored.emailRecording);
  if (email.success && email.data !== undefined) settings.emailRecording = email.data;
  return settings;
}

/** What a user's mailbox does for each setting the user never chose: the tenant's or the platform's. */
export const voicemailDefaultsSchema = z.object({
  enabled: z.boolean(),
  noAnswerSeconds: z.int(),
  emailRecording: z.boolean(),
});
export type VoicemailDefaults = z.infer<typeof voicemailDefaultsSchema>;

/**
 * POST /webrtc/mobex/voicemail/defaults {token} → data: the caller's defaults, so the settings show
 * what really applies where the user chose nothing (configs/get answers only what was stored).
 */
export const voicemailDefaultsEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/voicemail/defaults",
  request: authenticatedBodySchema,
  answer: envelopeSchema(voicemailDefaultsSchema),
});
