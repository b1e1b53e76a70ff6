import type { EffectiveVoicemailSettings } from "./voicemail-settings";

/**
 * Final answers of the callee's devices after which the proxy diverts to voicemail (design:
 * voicemail-design.md step 2): timeout, unavailable, busy, declined.
 */
export const DIVERT_ON_STATUSES: readonly number[] = [408, 480, 486, 603];

export type VoicemailDecision =
  /** The call goes on as without voicemail (it is off for the callee). */
  | { kind: "none" }
  /** Nothing would ring: voicemail answers at once. */
  | { kind: "deposit"; reason: "dnd" | "unreachable" }
  /** The callee's devices ring; voicemail takes the call after `afterMs` or a refusal. */
  | { kind: "fallback"; afterMs: number; onStatuses: readonly number[] };

/**
 * Where a call to a colleague goes (issue 12, "Diversion"): a callee in DND or with no device
 * registered reaches their voicemail at once; any other call rings first.
 */
export function voicemailDecision(
  callee: { dnd: boolean },
  registered: boolean,
  settings: Pick<EffectiveVoicemailSettings, "enabled" | "noAnswerSeconds">,
): VoicemailDecision {
  if (!settings.enabled) return { kind: "none" };
  if (callee.dnd) return { kind: "deposit", reason: "dnd" };
  if (!registered) return { kind: "deposit", reason: "unreachable" };
  return { kind: "fallback", afterMs: settings.noAnswerSeconds * 1000, onStatuses: DIVERT_ON_STATUSES };
}
