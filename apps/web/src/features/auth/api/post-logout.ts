import { logoutAnswerSchema, logoutBodySchema } from "@mobex/contracts/auth";
import { send } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/** POST /webrtc/mobex/logout/ (contracts/auth.ts; the spec leaves the logout path "not shown"). */
export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/logout/",
  request: logoutBodySchema,
  answer: logoutAnswerSchema,
});

/** Sent with the token captured before the session is dropped, so no renewal is attempted. */
export function postLogout(jwetoken: string) {
  return send(logoutEndpoint, { token: jwetoken });
}
