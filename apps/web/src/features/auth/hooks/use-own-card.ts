import { useProfile } from "../api/get-profile";
import { useAccessClaims } from "./use-access-claims";

/** The signed-in user as others address them: e-mail, extension (or phone) and name. */
export interface OwnCard {
  readonly email: string;
  readonly extension: string;
  readonly name: string;
}

/**
 * The signed-in user's card from the profile (spec 2 §3 create-room payload "moderator (email,
 * extension, name)", for rooms made from the conference home and from chat); null while it loads
 * or without a session.
 */
export function useOwnCard(): OwnCard | null {
  const claims = useAccessClaims();
  const profile = useProfile();
  if (claims === null || profile.data === undefined) return null;
  const { email, extension, name, phone } = profile.data;
  return { email, extension: extension || phone || claims.phone, name };
}
