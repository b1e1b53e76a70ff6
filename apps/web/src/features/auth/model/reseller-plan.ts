// spec 1 §3: local storage key "resellerplanid".
export const RESELLER_PLAN_KEY = "resellerplanid";

/**
 * spec 1 §2: "A query parameter plan is saved as the reseller plan id and the address is then reset
 * to /". Runs before the routers start, so that the login guard never drops the parameter.
 */
export function captureResellerPlan(location: Location, history: History): void {
  if (location.pathname !== "/") return;
  const plan = new URLSearchParams(location.search).get("plan");
  if (plan === null) return;
  if (plan.trim() !== "") localStorage.setItem(RESELLER_PLAN_KEY, plan.trim());
  history.replaceState(history.state, "", "/");
}

export function resellerPlanId(): string | null {
  return localStorage.getItem(RESELLER_PLAN_KEY);
}
