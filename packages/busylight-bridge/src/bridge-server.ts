import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { parseLampQuery } from "@mobex/busylight-protocol/lamp-query";
import type { Lamp } from "./lamp";
import { type OriginPolicy, admitOrigin } from "./origin-policy";

export interface BridgeOptions {
  readonly lamp: Lamp;
  /** Which web pages may drive the lamp (origin-policy.ts); requests without Origin are local programs. */
  readonly origins: OriginPolicy;
}

type Headers = Record<string, string>;

/**
 * CORS for the web app's fetch, plus Chromium's Private Network Access: a page on a public or
 * https origin that calls http://localhost gets a preflight with
 * `Access-Control-Request-Private-Network: true` and goes on only when the answer allows it.
 */
function corsHeaders(request: IncomingMessage, origins: OriginPolicy): Headers | null {
  const origin = request.headers.origin;
  if (origin === undefined) return {};
  if (!admitOrigin(origins, origin)) return null;
  return {
    "Access-Control-Allow-Origin": origins.kind === "any" ? "*" : origin,
    "Access-Control-Allow-Private-Network": "true",
    Vary: "Origin",
  };
}

function refusedHeaders(request: IncomingMessage): Headers {
  const origin = request.headers.origin ?? "null";
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Private-Network": "true",
    Vary: "Origin",
  };
}

function send(response: ServerResponse, status: number, headers: Headers, body: unknown): void {
  response.writeHead(status, { ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(body));
}

async function answer(request: IncomingMessage, response: ServerResponse, options: BridgeOptions) {
  const cors = corsHeaders(request, options.origins);
  // The refused page may read that it was refused (so Mobex at a new address can tell the user
  // to restart the bridge), and nothing else.
  if (cors === null)
    return send(response, 403, refusedHeaders(request), { error: "this web app may not drive the lamp" });
  if (request.method === "OPTIONS") {
    response.writeHead(204, {
      ...cors,
      "Access-Control-Allow-Methods": "GET",
      "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "",
      "Access-Control-Max-Age": "600",
    });
    return response.end();
  }
  if (request.method !== "GET")
    return send(response, 405, { ...cors, Allow: "GET, OPTIONS" }, { error: "GET only" });
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/state") return send(response, 200, cors, options.lamp.state());
  if (url.pathname !== "/") return send(response, 404, cors, { error: "not found" });
  const parsed = parseLampQuery(url.searchParams);
  if (!parsed.ok) return send(response, 400, cors, { error: parsed.error });
  // spec 1 §4: 200 the lamp is on, 404 disconnected (500, "software not installed", is for the
  // web app to conclude when nothing answers here).
  const shown = await options.lamp.apply(parsed.command);
  return send(response, shown ? 200 : 404, cors, options.lamp.state());
}

/** The 8989 lamp protocol over HTTP (spec 1 §7), serving `lamp`. */
export function bridgeServer(options: BridgeOptions): Server {
  return createServer((request, response) => {
    answer(request, response, options).catch((error: unknown) => {
      send(response, 503, {}, { error: error instanceof Error ? error.message : String(error) });
    });
  });
}
