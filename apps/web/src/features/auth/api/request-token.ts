import { requestTokenEndpoint } from "@mobex/contracts/auth";
import { send } from "../../../shared/api/api-client";

export function requestToken(email: string) {
  return send(requestTokenEndpoint, { email, type: "web" });
}
