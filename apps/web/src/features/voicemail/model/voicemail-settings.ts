import type { VoicemailDefaults, VoicemailSettings } from "@mobex/contracts/voicemail-settings";

/**
 * What a user who chose nothing has until voicemail/defaults answers with the tenant's own (the
 * server's VOICEMAIL_ENABLED and VOICEMAIL_NO_ANSWER_SECONDS defaults).
 */
export const VOICEMAIL_DEFAULTS: VoicemailDefaults = {
  enabled: true,
  noAnswerSeconds: 25,
  emailRecording: false,
};

/** The ring times the app offers (issue 12). */
export const RING_TIME_CHOICES = [10, 15, 20, 25, 30, 45, 60] as const;

/** The user's own choices over the tenant's defaults: what the controls show. */
export function shownVoicemailSettings(
  stored: VoicemailSettings,
  defaults: VoicemailDefaults = VOICEMAIL_DEFAULTS,
): VoicemailDefaults {
  return { ...defaults, ...stored };
}

/** The offered ring times plus the current one when it was stored elsewhere (e.g. 40 s by the API). */
export function ringTimeChoices(current: number): readonly number[] {
  if ((RING_TIME_CHOICES as readonly number[]).includes(current)) return RING_TIME_CHOICES;
  return [...RING_TIME_CHOICES, current].sort((a, b) => a - b);
}
