import { isApiError } from "./api-error";

/** The part of a TanStack query the interval decision reads. */
interface PolledQuery {
  readonly state: { readonly error: unknown };
}

/**
 * Interval for a polled query (spec 1 §9 gives each one). spec 1 §8: "401 — Stop polling APIs". An
 * expired session keeps its polls: each one meets the renewal (or the re-authorisation dialog) again,
 * and polling carries on by itself once the session is back.
 */
export function pollEvery(intervalMs: number): (query: PolledQuery) => number | false {
  return (query) => (isApiError(query.state.error, "unauthorised") ? false : intervalMs);
}

/** Retries only what may heal by itself: network failures, and not more than twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isApiError(error, "network");
}
