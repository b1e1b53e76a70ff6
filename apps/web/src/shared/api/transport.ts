import { z } from "zod/mini";
import type { HttpMethod } from "@mobex/contracts/endpoint";
import { anyEnvelopeSchema } from "@mobex/contracts/envelope";
import { serverReachability } from "../connection/server-reachability";
import { ApiError } from "./api-error";

export interface RawAnswer {
  /** `responses[0].code`, the spec's code: what every decision is made on, never the HTTP status. */
  readonly code: number;
  readonly message: string;
  readonly body: unknown;
}

export interface TransmitOptions {
  readonly signal?: AbortSignal;
}

function toSearchParams(payload: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof payload !== "object" || payload === null) return params;
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * Sends one request and reads the envelope, whatever the HTTP status is. The answer is the
 * envelope's `responses[0].code` (ARCHITECTURE.md, HTTP answer envelope): the HTTP status only
 * mirrors it, and not always — browsers refuse a 407 from an origin server, so an expired token's
 * 407 arrives on HTTP 401, the same wire status as the spec's own 401 "Unauthorised".
 */
export async function transmit(
  method: HttpMethod,
  path: string,
  payload: unknown,
  options: TransmitOptions = {},
  bearer?: string,
): Promise<RawAnswer> {
  return readEnvelope(path, await request(method, path, payload, options, bearer));
}

/**
 * Like `transmit` for an answer whose success is bytes of `mediaType` (a recording), not an
 * envelope: those bytes, or the envelope of a refusal.
 */
export interface BytesAnswer {
  readonly bytes: Blob;
}

export async function transmitForBytes(
  path: string,
  payload: unknown,
  mediaType: string,
  options: TransmitOptions = {},
): Promise<BytesAnswer | RawAnswer> {
  const response = await request("POST", path, payload, options);
  if (response.ok && response.headers.get("Content-Type")?.startsWith(mediaType))
    return { bytes: await response.blob() };
  return readEnvelope(path, response);
}

/** The request's headers: its body's type, and the token when it travels as `Authorization: Bearer`. */
function headersOf(hasBody: boolean, bearer: string | undefined): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (hasBody) headers["Content-Type"] = "application/json";
  if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
  return Object.keys(headers).length > 0 ? headers : undefined;
}

async function request(
  method: HttpMethod,
  path: string,
  payload: unknown,
  options: TransmitOptions,
  bearer?: string,
): Promise<Response> {
  const hasBody = method !== "GET";
  const query = hasBody ? "" : toSearchParams(payload).toString();
  const url = query ? `${path}?${query}` : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: headersOf(hasBody, bearer),
      body: hasBody ? JSON.stringify(payload) : undefined,
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    serverReachability.reportFailure();
    throw new ApiError("network", `Could not reach the server (${path})`);
  }
  serverReachability.reportAnswer();
  return response;
}

/** The envelope of an answer, whatever its HTTP status (also for answers read by XMLHttpRequest: upload-transport.ts). */
export async function readEnvelope(path: string, response: Response): Promise<RawAnswer> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(
      "invalidAnswer",
      `The server answered ${path} with something other than JSON (HTTP ${response.status})`,
      response.status,
    );
  }
  const envelope = anyEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new ApiError(
      "invalidAnswer",
      `Unexpected answer from ${path} (HTTP ${response.status}): ${z.prettifyError(envelope.error)}`,
      response.status,
    );
  }
  const [first] = envelope.data.responses;
  return { code: first?.code ?? response.status, message: first?.message ?? response.statusText, body };
}

/** Plain-text resources outside the envelope, e.g. `GET /version.txt` (spec 1 §7). */
export async function fetchText(path: string, options: TransmitOptions = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { cache: "no-store", signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    serverReachability.reportFailure();
    throw new ApiError("network", `Could not reach the server (${path})`);
  }
  serverReachability.reportAnswer();
  if (!response.ok) throw new ApiError("http", response.statusText, response.status);
  return response.text();
}
