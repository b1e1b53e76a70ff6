import type { VoicemailSettings } from "@mobex/contracts/voicemail-settings";

/**
 * What a user who chose nothing has (the server's VOICEMAIL_ENABLED and VOICEMAIL_NO_ANSWER_SECONDS
 * defaults; configs/get answers only what the user stored, not the tenant's choice).
 */
export const VOICEMAIL_DEFAULTS: Required<VoicemailSettings> = {
  enabled: true,
  noAnswerSeconds: 25,
  emailRecording: false,
};

/** The ring times the app offers (issue 12). */
export const RING_TIME_CHOICES = [10, 15, 20, 25, 30, 45, 60] as const;

/** The user's own choices over the defaults: what the controls show. */
export function shownVoicemailSettings(stored: VoicemailSettings): Required<VoicemailSettings> {
  return { ...VOICEMAIL_DEFAULTS, ...stored };
}

/** The offered ring times plus the current one when it was stored elsewhere (e.g. 40 s by the API). */
export function ringTimeChoices(current: number): readonly number[] {
  if ((RING_TIME_CHOICES as readonly number[]).includes(current)) return RING_TIME_CHOICES;
  return [...RING_TIME_CHOICES, current].sort((a, b) => a - b);
}
