import { DEFAULT_LOGO_PATH, planLogoEndpoint } from "@mobex/contracts/branding";
import { useEffect, useState } from "react";
import { send } from "../../../shared/api/api-client";
import { resellerPlanId } from "../model/reseller-plan";

async function getPlanLogo(planid: string, signal: AbortSignal): Promise<string> {
  const answer = await send(planLogoEndpoint, { planid, name: "title_image_url" }, { signal });
  // spec 1 §8: "Logo failure … Default logo".
  return answer.code === 200 && answer.data?.value ? answer.data.value : DEFAULT_LOGO_PATH;
}

/**
 * The login page's logo: the reseller plan's image, else /logo.png (spec 1 §1, §7); null while the
 * plan's answer is on its way. Fetched once per page: the login page is the only one that shows it,
 * and it does so without TanStack Query, which arrives with the signed-in screens (issue 9, budgets).
 */
export function usePlanLogo(): { url: string | null } {
  const [planid] = useState(resellerPlanId);
  const [url, setUrl] = useState<string | null>(planid === null ? DEFAULT_LOGO_PATH : null);
  useEffect(() => {
    if (planid === null) return undefined;
    const controller = new AbortController();
    getPlanLogo(planid, controller.signal).then(setUrl, () => {
      // spec 1 §8: "Logo failure … Default logo"; a page that left stays as it was.
      if (!controller.signal.aborted) setUrl(DEFAULT_LOGO_PATH);
    });
    return () => controller.abort();
  }, [planid]);
  return { url };
}
