import { statusTextAnswerSchema, statusTextBodySchema } from "@mobex/contracts/presence";
import { call, dataOf } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";

/** spec 1 §7: POST /webrtc/mobex/status/ {token, phone, status, online} — success is code 204. */
export const statusTextEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/status/",
  request: statusTextBodySchema,
  answer: statusTextAnswerSchema,
});

export async function setStatusText(phone: string, status: string, online: "O" | "U"): Promise<void> {
  dataOf(await call(statusTextEndpoint, { phone, status, online }));
}
