import { DEFAULT_LOGO_PATH, planLogoEndpoint } from "@mobex/contracts/branding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { send } from "../../../shared/api/api-client";
import { resellerPlanId } from "../model/reseller-plan";

async function getPlanLogo(planid: string, signal: AbortSignal): Promise<string> {
  const answer = await send(planLogoEndpoint, { planid, name: "title_image_url" }, { signal });
  // spec 1 §8: "Logo failure … Default logo".
  return answer.code === 200 && answer.data?.value ? answer.data.value : DEFAULT_LOGO_PATH;
}

const planLogoQueryOptions = (planid: string) =>
  queryOptions({
    queryKey: ["plan-logo", planid],
    queryFn: ({ signal }) => getPlanLogo(planid, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The login page's logo: the reseller plan's image, else /logo.png (spec 1 §1, §7). */
export function usePlanLogo(): { url: string | null } {
  const planid = resellerPlanId();
  const query = useQuery({ ...planLogoQueryOptions(planid ?? ""), enabled: planid !== null });
  if (planid === null || query.isError) return { url: DEFAULT_LOGO_PATH };
  return { url: query.data ?? null };
}
