import { useAccessClaims, useProfile } from "../../../auth/commands";

export interface Moderator {
  readonly email: string;
  readonly extension: string;
  readonly name: string;
}

/**
 * The signed-in user as a room's moderator (spec 2 §3 create-room payload "moderator (email,
 * extension, name)"), from the profile; null while it loads or for a guest.
 */
export function useModerator(): Moderator | null {
  const claims = useAccessClaims();
  const profile = useProfile();
  if (claims === null || profile.data === undefined) return null;
  const { email, extension, name, phone } = profile.data;
  return { email, extension: extension || phone || claims.phone, name };
}
