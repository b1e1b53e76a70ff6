import { logoutEndpoint } from "@mobex/contracts/auth";
import { send } from "../../../shared/api/api-client";

/** Sent with the token captured before the session is dropped, so no renewal is attempted. */
export function postLogout(jwetoken: string) {
  return send(logoutEndpoint, { token: jwetoken });
}
