import { statusTextEndpoint } from "@mobex/contracts/presence";
import { call, dataOf } from "../../../shared/api/api-client";

export async function setStatusText(phone: string, status: string, online: "O" | "U"): Promise<void> {
  dataOf(await call(statusTextEndpoint, { phone, status, online }));
}
