import type { ConferenceErrorKey } from "@mobex/contracts/conference-errors";

/** A refusal of the rooms service, answered by the route with its catalogue entry. */
export type ConferenceRefusal = ConferenceErrorKey | "forbidden" | "jweTokenExpired";

export class ConferenceError extends Error {
  override readonly name = "ConferenceError";

  constructor(readonly key: ConferenceRefusal) {
    super(key);
  }
}
