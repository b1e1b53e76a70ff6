import { queryOptions, useQuery } from "@tanstack/react-query";
import { APP_VERSION } from "@mobex/contracts/version";
import { fetchText } from "../../../shared/api/transport";
import { pollEvery } from "../../../shared/api/polling";

// spec 1 §9: "version 60 s".
export const VERSION_POLL_MS = 60_000;

/** spec 1 §7: GET /version.txt — the running version, as plain text. */
export async function getServerVersion(signal?: AbortSignal): Promise<string> {
  return (await fetchText("/version.txt", { signal })).trim();
}

export const versionQueryOptions = () =>
  queryOptions({
    queryKey: ["version"],
    queryFn: ({ signal }) => getServerVersion(signal),
    refetchInterval: pollEvery(VERSION_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: VERSION_POLL_MS,
    retry: false,
  });

/** spec 1 §4 Version: "compared with the running version; a difference shows the update banner". */
export function useNewVersionAvailable(): boolean {
  const serverVersion = useQuery(versionQueryOptions()).data;
  return serverVersion !== undefined && serverVersion !== "" && serverVersion !== APP_VERSION;
}
