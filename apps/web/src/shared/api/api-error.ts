/**
 * Why a call failed. `unauthorised` (401) stops polling and `sessionExpired` (404/407 that survived a
 * renewal) ends the retry (spec 1 §8); the others are ordinary failures shown or logged by callers.
 */
export type ApiErrorKind =
  "network" | "invalidRequest" | "invalidAnswer" | "http" | "unauthorised" | "sessionExpired";

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}
