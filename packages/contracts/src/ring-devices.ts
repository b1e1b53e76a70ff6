/**
 * spec 1 §3 `ringAllDevices` (a setting stored locally, so each device speaks for itself): a device
 * whose user turned it off adds this RFC 3840 feature tag to the Contact it registers. When the
 * device the user last used (last registered anew, placed or answered a call) carries it, an
 * incoming call rings that device alone; otherwise every registered device rings
 * (apps/server/src/planes/sip/ring-devices.ts).
 */
export const LAST_USED_ONLY_TAG = "+mobex.last-used-only";
