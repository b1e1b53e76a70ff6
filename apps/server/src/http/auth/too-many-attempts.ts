import { HttpError } from "../http-error";

/** 429 with Retry-After (RFC 9110 §10.2.3) in whole seconds. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError("tooManyAuthAttempts", null, { "retry-after": String(retryAfterSeconds) });
}
