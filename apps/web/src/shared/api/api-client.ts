// zod/mini's functions take schemas of either zod API (the login page loads only mini).
import { z } from "zod/mini";
import { ApiError } from "./api-error";
import {
  type AnswerSchema,
  type Endpoint,
  type PathParamName,
  type PathParams,
  endpointPath,
} from "@mobex/contracts/endpoint";
import { type ApiAnswer, isSuccessCode } from "./api-answer";
import {
  type BytesAnswer,
  type RawAnswer,
  type TransmitOptions,
  transmit,
  transmitForBytes,
} from "./transport";
import { type UploadProgress, transmitWithUploadProgress } from "./upload-transport";

/**
 * What the client needs from the signed-in session. The auth feature provides it at start-up, so that
 * the renewal rule lives here once and no feature re-implements it.
 */
export interface SessionPort {
  /** The JWE token sent as `token`, or null when signed out. */
  jwetoken(): string | null;
  /** Renews with the stored one-time token; true when a fresh token is in place. */
  renew(): Promise<boolean>;
}

let sessionPort: SessionPort | null = null;

export function configureApiSession(port: SessionPort | null): void {
  sessionPort = port;
}

/** The session's JWE token for URLs the browser loads by itself (an <img> of avatar/getimage). */
export function sessionToken(): string | null {
  return sessionPort?.jwetoken() ?? null;
}

/** Renews the session as an API call does on 404/407 (also for the video socket's refusal); true when renewed. */
export function renewApiSession(): Promise<boolean> {
  return sessionPort?.renew() ?? Promise.resolve(false);
}

// spec 1 §4, §8: "Any 404 or 407 on an API call means the token is expired and triggers renewal".
const isExpiryCode = (code: number): boolean => code === 404 || code === 407;

function buildRequest<Req extends z.core.$ZodType>(
  endpoint: Endpoint<Req, AnswerSchema>,
  input: unknown,
): z.output<Req> {
  const parsed = z.safeParse(endpoint.request, input);
  if (!parsed.success) {
    throw new ApiError("invalidRequest", z.prettifyError(parsed.error));
  }
  return parsed.data;
}

function validate<Ans extends AnswerSchema>(
  endpoint: Endpoint<z.core.$ZodType, Ans>,
  raw: RawAnswer,
): ApiAnswer<z.output<Ans>["data"]> {
  const parsed = z.safeParse(endpoint.answer, raw.body);
  if (parsed.success) return { code: raw.code, message: raw.message, data: parsed.data.data };
  if (!isSuccessCode(raw.code)) throw new ApiError("http", raw.message, raw.code);
  throw new ApiError(
    "invalidAnswer",
    `Unexpected answer from ${endpoint.path}: ${z.prettifyError(parsed.error)}`,
    raw.code,
  );
}

/**
 * The options of a call: for an endpoint whose path has `:name` segments (rooms/join/:roomId) they
 * are required and carry `params`, the segments' values; otherwise they stay optional, as before.
 */
export type CallOptionsArg<Path extends string, Extra = unknown> = [PathParamName<Path>] extends [never]
  ? [options?: TransmitOptions & Extra]
  : [options: TransmitOptions & Extra & { params: PathParams<Path> }];

/** `send`'s own option: a token of the caller's (a guest's e-mailed token) for a `tokenInHeader` endpoint. */
export interface SendExtra {
  readonly bearer?: string;
}

function pathOf(endpoint: Endpoint<z.core.$ZodType, AnswerSchema>, options?: object): string {
  const params = options && "params" in options ? options.params : {};
  return endpointPath(endpoint, params as PathParams<string>);
}

/**
 * A call that needs no session (sign-in, branding, a room's lookup by a guest): every envelope code
 * comes back as a value (or, when its data does not fit the schema, as an `http` error with the
 * code), 404 included, so a call whose 404 means "not found" (Room does not exist) is sent with it,
 * never with `call`, which reads 404 as an expired session.
 */
export async function send<Req extends z.core.$ZodType, Ans extends AnswerSchema, Path extends string>(
  endpoint: Endpoint<Req, Ans, Path>,
  input: z.input<Req>,
  ...[options]: CallOptionsArg<Path, SendExtra>
): Promise<ApiAnswer<z.output<Ans>["data"]>> {
  const request = buildRequest(endpoint, input);
  const bearer = endpoint.tokenInHeader ? options?.bearer : undefined;
  return validate(
    endpoint,
    await transmit(endpoint.method, pathOf(endpoint, options), request, options, bearer),
  );
}

interface AuthorisedRequest {
  readonly payload: unknown;
  /** The session's token when the endpoint wants it in `Authorization: Bearer`, not in the body. */
  readonly bearer?: string;
}

/** The endpoint's request with the session's token, checked by its schema. */
function withToken(endpoint: Endpoint<z.core.$ZodType, AnswerSchema>, input: object): AuthorisedRequest {
  const token = sessionPort?.jwetoken() ?? null;
  if (token === null) throw new ApiError("sessionExpired", "Not signed in");
  if (endpoint.tokenInHeader) return { payload: buildRequest(endpoint, input), bearer: token };
  return { payload: buildRequest(endpoint, { ...input, token }) };
}

/**
 * Sends with the session's token; 404/407 → renew and send again once; still expired (or renewal
 * failed) → `sessionExpired`; 401 → `unauthorised`. Answers that are not envelopes pass through.
 */
async function sendRenewing<A extends RawAnswer | BytesAnswer>(send: () => Promise<A>): Promise<A> {
  let answer = await send();
  if ("code" in answer && isExpiryCode(answer.code)) {
    const renewed = (await sessionPort?.renew()) ?? false;
    if (!renewed) throw new ApiError("sessionExpired", answer.message, answer.code);
    answer = await send();
    if ("code" in answer && isExpiryCode(answer.code))
      throw new ApiError("sessionExpired", answer.message, answer.code);
  }
  if ("code" in answer && answer.code === 401)
    throw new ApiError("unauthorised", answer.message, answer.code);
  return answer;
}

/**
 * A call with the session's JWE token. 404/407 → renew and retry once; still expired (or renewal
 * failed) → `sessionExpired`. 401 → `unauthorised`, which stops polling (spec 1 §8). These are
 * envelope codes: an expired token's 407 and the spec's 401 both arrive on HTTP 401 (transport.ts).
 */
export async function call<Req extends z.core.$ZodType, Ans extends AnswerSchema, Path extends string>(
  endpoint: Endpoint<Req, Ans, Path>,
  input: Omit<z.input<Req>, "token">,
  ...[options]: CallOptionsArg<Path>
): Promise<ApiAnswer<z.output<Ans>["data"]>> {
  const path = pathOf(endpoint, options);
  const raw = await sendRenewing(() => {
    const { payload, bearer } = withToken(endpoint, input);
    return transmit(endpoint.method, path, payload, options, bearer);
  });
  return validate(endpoint, raw);
}

/** `call` for a large upload whose progress is shown (chat/storage): sent by XMLHttpRequest, with the same token and renewal rule. */
export async function callWithUploadProgress<Req extends z.core.$ZodType, Ans extends AnswerSchema>(
  endpoint: Endpoint<Req, Ans>,
  input: Omit<z.input<Req>, "token">,
  onProgress: UploadProgress,
): Promise<ApiAnswer<z.output<Ans>["data"]>> {
  const raw = await sendRenewing(() =>
    transmitWithUploadProgress(endpoint.path, withToken(endpoint, input).payload, onProgress),
  );
  return validate(endpoint, raw);
}

/**
 * A call whose success is bytes of `mediaType` (voicemail/audio: a WAV), with `call`'s token and
 * renewal rule; a refusal is an `http` error with its envelope code.
 */
export async function callForBytes<Req extends z.core.$ZodType>(
  endpoint: Endpoint<Req, AnswerSchema>,
  input: Omit<z.input<Req>, "token">,
  mediaType: string,
  options?: TransmitOptions,
): Promise<Blob> {
  const answer = await sendRenewing(() =>
    transmitForBytes(endpoint.path, withToken(endpoint, input).payload, mediaType, options),
  );
  if ("bytes" in answer) return answer.bytes;
  throw new ApiError("http", answer.message, answer.code);
}

/** The data of a successful answer; any other code becomes an `http` error with the server's text. */
export function dataOf<D>(answer: ApiAnswer<D>): D {
  if (!isSuccessCode(answer.code)) throw new ApiError("http", answer.message, answer.code);
  return answer.data;
}
