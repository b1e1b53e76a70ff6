import type { FastifyInstance } from "fastify";
import { signIn, type Session } from "./api-client";

/**
 * Each user of a suite signed in once, on first use, and the same device session after that (a
 * suite that signs in again per request would meet the sign-in limits). `app` is read lazily:
 * suites build it in beforeAll.
 */
export function signedInOnce(app: () => FastifyInstance): (email: string) => Promise<Session> {
  const sessions = new Map<string, Session>();
  return async (email) => {
    let found = sessions.get(email);
    if (!found) sessions.set(email, (found = await signIn(app(), email)));
    return found;
  };
}
