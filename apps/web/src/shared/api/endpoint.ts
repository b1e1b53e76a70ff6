import type { z } from "zod/mini";
import type { Envelope } from "@mobex/contracts/envelope";

/** An answer schema from `@mobex/contracts`: the envelope around one data schema. */
export type AnswerSchema = z.core.$ZodType<Envelope<unknown>>;

/**
 * One API call, described only by contract schemas (ARCHITECTURE.md principle 5). `request` is the
 * query of a GET or the JSON body of a POST; for calls made with a session it includes the JWE
 * `token`, which the client inserts itself (spec 1 §7: every POST carries it).
 */
export interface Endpoint<Req extends z.core.$ZodType, Ans extends AnswerSchema> {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly request: Req;
  readonly answer: Ans;
}

/** What every call resolves to: the spec's code from `responses[0]` and the validated data. */
export interface ApiAnswer<D> {
  readonly code: number;
  readonly message: string;
  readonly data: D;
}

export function defineEndpoint<Req extends z.core.$ZodType, Ans extends AnswerSchema>(
  endpoint: Endpoint<Req, Ans>,
): Endpoint<Req, Ans> {
  return endpoint;
}

export function isSuccessCode(code: number): boolean {
  return code >= 200 && code < 300;
}
