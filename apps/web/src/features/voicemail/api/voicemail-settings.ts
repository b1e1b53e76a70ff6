import { configsGetEndpoint, configsUpdateEndpoint } from "@mobex/contracts/configs";
import {
  parseVoicemailSettings,
  VOICEMAIL_CONFIG_KEY,
  voicemailDefaultsEndpoint,
  type VoicemailDefaults,
  type VoicemailSettings,
} from "@mobex/contracts/voicemail-settings";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, dataOf } from "../../../shared/api/api-client";
import { notify } from "../../../shared/ui/notify-store";
import { voicemailTexts } from "../model/voicemail-texts";
import { VOICEMAIL_QUERY_ROOT } from "./query-keys";

const settingsKey = (phone: string) => [...VOICEMAIL_QUERY_ROOT, "settings", phone] as const;

const voicemailSettingsQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: settingsKey(phone),
    queryFn: async ({ signal }): Promise<VoicemailSettings> => {
      const answer = await call(configsGetEndpoint, { phone, config: VOICEMAIL_CONFIG_KEY }, { signal });
      return parseVoicemailSettings(dataOf(answer)?.value ?? null);
    },
    enabled: phone !== "",
  });

/** What applies where the user chose nothing: the tenant's defaults (voicemail/defaults). */
export function useVoicemailDefaults() {
  return useQuery({
    queryKey: [...VOICEMAIL_QUERY_ROOT, "defaults"],
    queryFn: async ({ signal }): Promise<VoicemailDefaults> =>
      dataOf(await call(voicemailDefaultsEndpoint, {}, { signal })),
    staleTime: 5 * 60_000,
  });
}

/** The user's own voicemail choices (issue 12), stored under the `voicemail` config key. */
export function useVoicemailSettings(phone: string) {
  return useQuery(voicemailSettingsQueryOptions(phone));
}

/**
 * Stores one changed field over the user's other choices (fields never chosen stay out, so they keep
 * following the tenant's default). Shown at once; a failed save puts back what the server holds.
 */
export function useSaveVoicemailSettings(phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: VoicemailSettings) => {
      // onMutate ran first: the cache holds every change so far, this one included.
      const next = { ...client.getQueryData<VoicemailSettings>(settingsKey(phone)), ...change };
      dataOf(await call(configsUpdateEndpoint, { phone, config: VOICEMAIL_CONFIG_KEY, value: next }));
      return next;
    },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: settingsKey(phone) });
      const previous = client.getQueryData<VoicemailSettings>(settingsKey(phone));
      client.setQueryData<VoicemailSettings>(settingsKey(phone), { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      client.setQueryData(settingsKey(phone), context?.previous);
      notify(voicemailTexts.settingsSaveFailed, "error");
    },
    onSettled: () => client.invalidateQueries({ queryKey: settingsKey(phone) }),
  });
}
