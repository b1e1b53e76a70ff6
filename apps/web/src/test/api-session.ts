import { afterEach, beforeEach, vi } from "vitest";
import { configureApiSession } from "../shared/api/api-client";

/**
 * For the tests of a describe block: the API client signed in with token 'jwe-1', which a renewal
 * (the returned mock) turns into 'jwe-2'; signed out after each test.
 */
export function renewableApiSession(): { readonly renew: ReturnType<typeof vi.fn<() => Promise<boolean>>> } {
  let token = "jwe-1";
  const renew = vi.fn(() => {
    token = "jwe-2";
    return Promise.resolve(true);
  });
  beforeEach(() => {
    token = "jwe-1";
    renew.mockClear();
    configureApiSession({ jwetoken: () => token, renew });
  });
  afterEach(() => configureApiSession(null));
  return { renew };
}
