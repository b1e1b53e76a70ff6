import type { UserRow } from "../../db/schema";
import type { CallerId } from "./caller-id-repository";

/** How a caller appears to the callee: a number and a name. */
export type Presentation = { number: string; name: string };

/**
 * The caller id the user chose for outgoing calls (spec 1 §1, §7 callerid/update): the one in use,
 * else the user's own number. Their own number goes with their name; another one (a shared line)
 * with its description, so that the callee sees which line called.
 */
export function presentationOf(
  user: UserRow,
  inUse: Pick<CallerId, "number" | "description"> | undefined,
): Presentation {
  if (!inUse || inUse.number === user.phone) return { number: user.phone, name: user.name };
  return { number: inUse.number, name: inUse.description || user.name };
}
