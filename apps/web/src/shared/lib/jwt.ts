/**
 * Reads the payload of a compact JWS without verifying it: the client only needs the claims the
 * server signed for it (spec 1 §3, decoded token fields); the server verifies on every use.
 */
export function decodeJwtPayload(jwt: string): unknown {
  const payload = jwt.split(".")[1];
  if (payload === undefined || payload === "") throw new Error("Not a JWT");
  const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}
