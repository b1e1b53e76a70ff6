/**
 * The one source of "now" for the server. Tests inject a manual clock so that the 60 s re-request
 * window, token expiry and rate-limit windows are exercised without sleeping.
 */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };
