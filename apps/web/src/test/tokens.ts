import type { AccessTokenClaims } from "@mobex/contracts/auth";

const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned JWT with the access-token claims of contracts/auth.ts. */
export function accessToken(claims: Partial<AccessTokenClaims> = {}): string {
  const payload: AccessTokenClaims = {
    exp: Math.floor(Date.now() / 1000) + 3600,
    username: "1700000000:400011001",
    password: "c2VjcmV0",
    host: "mobex.local",
    phone: "400011001",
    video_support: "1",
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}.signature`;
}
