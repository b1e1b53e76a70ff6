import { DEFAULT_LOGO_PATH, logoEndpoint } from "@mobex/contracts/branding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../shared/api/api-client";

type Logos = { readonly light: string; readonly dark: string };

async function getLogos(signal: AbortSignal): Promise<Logos> {
  const answer = await call(logoEndpoint, { platform: "web" }, { signal });
  // spec 1 §8: "Logo failure other than 401 or token expiry — Default logo".
  if (answer.code !== 200 || answer.data === null)
    return { light: DEFAULT_LOGO_PATH, dark: DEFAULT_LOGO_PATH };
  return { light: answer.data.light || DEFAULT_LOGO_PATH, dark: answer.data.dark || DEFAULT_LOGO_PATH };
}

const logoQueryOptions = () =>
  queryOptions({
    queryKey: ["logo"],
    queryFn: ({ signal }) => getLogos(signal),
    staleTime: Infinity,
    retry: false,
  });

/** The app-bar logo for the mode on screen: null while asking, so no default logo flashes first. */
export function useLogoUrl(mode: "light" | "dark"): string | null {
  const query = useQuery(logoQueryOptions());
  if (query.isPending) return null;
  return query.data?.[mode] ?? DEFAULT_LOGO_PATH;
}
