import type { IncomingMessage } from "node:http";

/**
 * Which pages may open a SIP socket (RFC 6455 §10.2): the page's own site (the Origin names the
 * host the upgrade was sent to) and the origins listed (`https://app.example.com`; `*` for any).
 */
export function originPolicy(
  allowed: readonly string[],
): (origin: string, request: IncomingMessage) => boolean {
  const anyOrigin = allowed.includes("*");
  const listed = new Set(allowed.map(normalise));
  return (origin, request) => {
    if (anyOrigin || listed.has(normalise(origin))) return true;
    const host = request.headers.host?.toLowerCase();
    return host !== undefined && hostOf(origin) === host;
  };
}

/** `scheme://host[:port]`, lower-case, without a trailing slash or path. */
function normalise(origin: string): string {
  try {
    return new URL(origin).origin.toLowerCase();
  } catch {
    return origin.trim().toLowerCase();
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}
