import type { AuthContext } from "../../domain/auth/session-authenticator";
import { HttpError } from "../http-error";

/** spec 1 §6: "all data is scoped to the user's phone"; another phone is 403, never a lookup. */
export function ownPhoneOnly(auth: AuthContext, phone: string): void {
  if (phone !== auth.user.phone) throw new HttpError("forbidden");
}
