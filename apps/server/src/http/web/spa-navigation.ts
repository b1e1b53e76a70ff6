import type { FastifyRequest } from "fastify";

/**
 * Paths that never fall back to the SPA: the API of spec §7 (both documents), the socket
 * endpoints, the dev and internal routes, and the system endpoints (ARCHITECTURE.md, Runtime).
 */
const NON_SPA_PREFIXES = [
  "/api/",
  "/webrtc/",
  "/contacts/",
  "/cloudphonebook/",
  "/phones/",
  "/cdrs/",
  "/internal/",
  "/dev/",
  "/sip",
  "/xmpp-websocket",
  "/janus",
  "/socket.io/",
  "/healthz",
  "/version.txt",
];

/** A browser navigation to a client-side route (history fallback), not a missing file or API call. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "/";
  // Prefix match only: the app's own route /contacts shares its name with the API's /contacts/get.
  if (NON_SPA_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  const acceptsHtml = (request.headers.accept ?? "").includes("text/html");
  // A missing /assets/x.js must stay a 404, or the browser would parse HTML as script.
  return acceptsHtml || !lastSegment.includes(".");
}
