import type { z } from "zod/mini";
import type { Envelope } from "./envelope";

/** An answer schema: the envelope around one data schema. */
export type AnswerSchema = z.core.$ZodType<Envelope<unknown>>;

export type HttpMethod = "GET" | "POST" | "DELETE";

/** The `:name` segments of a path, e.g. "roomId" of "/webrtc/mobex/rooms/join/:roomId". */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a path's `:name` segments. */
export type PathParams<Path extends string> = Record<PathParamName<Path>, string>;

/**
 * One API call, described once for the web client and the server route (ARCHITECTURE.md principle
 * 5): its method, its path and its schemas. `request` is the query of a GET or the JSON body of a
 * POST or DELETE; for calls made with a session it includes the JWE `token` (spec 1 §7: every POST
 * carries it) — unless `tokenInHeader`, when the token travels in `Authorization: Bearer` (spec 2 §7
 * Conference host: "rooms/join/{roomId}: Authorization header") and `request` holds none. A path may
 * hold `:name` segments (Fastify's syntax, served as is), filled by `endpointPath` on the client.
 * Types come from zod/mini, which shares zod's core: schemas of either API fit.
 */
export interface Endpoint<
  Req extends z.core.$ZodType,
  Ans extends AnswerSchema,
  Path extends string = string,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly request: Req;
  readonly answer: Ans;
  readonly tokenInHeader?: boolean;
}

export function defineEndpoint<Req extends z.core.$ZodType, Ans extends AnswerSchema, Path extends string>(
  endpoint: Endpoint<Req, Ans, Path>,
): Endpoint<Req, Ans, Path> {
  return endpoint;
}

const PARAM_SEGMENT = /:([A-Za-z][A-Za-z0-9_]*)/g;

/**
 * The endpoint's path with each `:name` segment replaced by its value (URI-encoded, so a value can
 * never add a segment); a missing or empty value throws rather than calling a path the server would
 * read differently.
 */
export function endpointPath<Path extends string>(
  endpoint: { readonly path: Path },
  params: PathParams<Path>,
): string {
  const values: Partial<Record<string, string>> = params;
  return endpoint.path.replace(PARAM_SEGMENT, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
