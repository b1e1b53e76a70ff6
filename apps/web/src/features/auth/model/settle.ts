import { isApiError } from "../../../shared/api/api-error";
import type { ApiAnswer } from "../../../shared/api/api-answer";

// Shown when the request never got an answer; not in the spec's catalogue, which covers answers only.
export const UNREACHABLE_TEXT = "We can't reach Mobex right now. Check your connection and try again.";

export type Settled<D> =
  ApiAnswer<D | null> | { readonly code: 0; readonly message: string; readonly data: null };

/**
 * Sign-in answers are states, not exceptions (spec 1 §4: 401, 403, 404, 429 each lead somewhere), so
 * an error answer whose data did not match the schema still yields its code and message.
 */
export async function settle<D>(request: Promise<ApiAnswer<D>>): Promise<Settled<D>> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error, "http") && error.code !== undefined) {
      return { code: error.code, message: error.message, data: null };
    }
    return { code: 0, message: isApiError(error, "network") ? UNREACHABLE_TEXT : String(error), data: null };
  }
}
