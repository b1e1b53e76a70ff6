import type { z } from "zod/mini";
import type { Envelope } from "./envelope";

/** An answer schema: the envelope around one data schema. */
export type AnswerSchema = z.core.$ZodType<Envelope<unknown>>;

export type HttpMethod = "GET" | "POST";

/**
 * One API call, described once for the web client and the server route (ARCHITECTURE.md principle
 * 5): its method, its path and its schemas. `request` is the query of a GET or the JSON body of a
 * POST; for calls made with a session it includes the JWE `token` (spec 1 §7: every POST carries it).
 * Types come from zod/mini, which shares zod's core: schemas of either API fit.
 */
export interface Endpoint<Req extends z.core.$ZodType, Ans extends AnswerSchema> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: Req;
  readonly answer: Ans;
}

export function defineEndpoint<Req extends z.core.$ZodType, Ans extends AnswerSchema>(
  endpoint: Endpoint<Req, Ans>,
): Endpoint<Req, Ans> {
  return endpoint;
}
