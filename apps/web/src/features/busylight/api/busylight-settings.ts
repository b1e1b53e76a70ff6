import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { configsGetEndpoint, configsUpdateEndpoint } from "@mobex/contracts/configs";
import { notify } from "../../../shared/ui/notify-store";
import {
  BUSYLIGHT_CONFIG_KEY,
  type BusylightSettings,
  parseBusylightSettings,
} from "../model/busylight-settings";

const settingsKey = (phone: string) => ["config", BUSYLIGHT_CONFIG_KEY, phone] as const;

export const busylightSettingsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: settingsKey(phone),
    queryFn: async ({ signal }): Promise<BusylightSettings> => {
      const answer = await call(configsGetEndpoint, { phone, config: BUSYLIGHT_CONFIG_KEY }, { signal });
      return parseBusylightSettings(dataOf(answer)?.value ?? null);
    },
    enabled: phone !== "",
    refetchOnWindowFocus: true,
  });

/** spec 1 §3, §7: the busylight settings, stored with configs/get under their key. */
export function useBusylightSettings(phone: string) {
  return useQuery(busylightSettingsQueryOptions(phone));
}

/** Stores the whole settings; the lamp follows at once, a failed save puts back what the server holds. */
export function useSaveBusylightSettings(phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (next: BusylightSettings) => {
      dataOf(await call(configsUpdateEndpoint, { phone, config: BUSYLIGHT_CONFIG_KEY, value: next }));
      return next;
    },
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: settingsKey(phone) });
      const previous = client.getQueryData<BusylightSettings>(settingsKey(phone));
      client.setQueryData(settingsKey(phone), next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous !== undefined) client.setQueryData(settingsKey(phone), context.previous);
      notify("Could not save the busylight settings. Please try again.", "error");
    },
    onSettled: () => client.invalidateQueries({ queryKey: settingsKey(phone) }),
  });
}
