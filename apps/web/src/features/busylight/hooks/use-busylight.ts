import { useAccessClaims, useAllowedFeatures } from "../../auth/commands";
import { useBusylightSettings, useSaveBusylightSettings } from "../api/busylight-settings";
import type { BusylightSettings } from "../model/busylight-settings";

export interface Busylight {
  /** spec 1 §6: the busylight enable flag of the tenant or provisioning. */
  readonly allowed: boolean;
  /** Allowed, and the user's "Hardware busylight" switch is on. */
  readonly active: boolean;
  readonly settings: BusylightSettings | undefined;
  readonly save: ReturnType<typeof useSaveBusylightSettings>["mutate"];
}

export function useBusylight(): Busylight {
  const phone = useAccessClaims()?.phone ?? "";
  const allowed = useAllowedFeatures().busylight;
  const settings = useBusylightSettings(allowed ? phone : "").data;
  const { mutate } = useSaveBusylightSettings(phone);
  return { allowed, active: allowed && settings?.enabled === true, settings, save: mutate };
}
