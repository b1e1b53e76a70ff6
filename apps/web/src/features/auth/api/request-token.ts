import { otpRequestAnswerSchema, otpRequestQuerySchema } from "@mobex/contracts/auth";
import { send } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/** spec 1 §7: GET /api/json/webrtc/mobex/otp/get/?email&type=web — e-mails a one-time token. */
export const requestTokenEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/json/webrtc/mobex/otp/get/",
  request: otpRequestQuerySchema,
  answer: otpRequestAnswerSchema,
});

export function requestToken(email: string) {
  return send(requestTokenEndpoint, { email, type: "web" });
}
