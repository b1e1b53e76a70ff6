import {
  dndAnswerSchema,
  dndBodySchema,
  onlineStatusAnswerSchema,
  onlineStatusBodySchema,
} from "@mobex/contracts/presence";
import { call, dataOf } from "../../../shared/api/api-client";
import { defineEndpoint } from "../../../shared/api/endpoint";
import type { Presence } from "../../../shared/lib/presence";

/** spec 1 §7: POST /phones/update/ {token, name, dnd}. */
export const dndEndpoint = defineEndpoint({
  method: "POST",
  path: "/phones/update/",
  request: dndBodySchema,
  answer: dndAnswerSchema,
});

/** spec 1 §7: POST /webrtc/mobex/online_status/ {token, phone, status}. */
export const onlineStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/online_status/",
  request: onlineStatusBodySchema,
  answer: onlineStatusAnswerSchema,
});

/**
 * spec 1 §4 Presence: "Choosing DND sets dnd on; choosing another value sets dnd off and then sets
 * the status." The order matters: colleagues never see the new status while DND still hides it.
 */
export async function setPresence(phone: string, presence: Presence): Promise<void> {
  if (presence === "dnd") {
    dataOf(await call(dndEndpoint, { name: phone, dnd: "1" }));
    return;
  }
  dataOf(await call(dndEndpoint, { name: phone, dnd: "0" }));
  dataOf(await call(onlineStatusEndpoint, { phone, status: presence === "available" ? "O" : "U" }));
}
