import type { AccessTokenClaims } from "@mobex/contracts/auth";
import { useMemo } from "react";
import { decodeAccessToken } from "../model/access-token";
import { useAuthStore } from "../model/auth-store";

/** The signed access token's claims (spec 1 §3), renewed with the session; null when signed out. */
export function useAccessClaims(): AccessTokenClaims | null {
  const token = useAuthStore((state) => state.session?.token);
  return useMemo(() => (token === undefined ? null : decodeAccessToken(token)), [token]);
}
