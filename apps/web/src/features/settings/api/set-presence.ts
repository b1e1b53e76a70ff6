import { dndEndpoint, onlineStatusEndpoint } from "@mobex/contracts/presence";
import { call, dataOf } from "../../../shared/api/api-client";
import type { Presence } from "../../../shared/lib/presence";

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
