import { describe, expect, it, vi } from "vitest";
import { captureResellerPlan, resellerPlanId } from "./reseller-plan";

function at(url: string) {
  const location = new URL(url) as unknown as Location;
  const history = { state: null, replaceState: vi.fn() } as unknown as History;
  return { location, history };
}

describe("the reseller plan parameter", () => {
  it("is saved from /?plan= and the address is reset to /", () => {
    const { location, history } = at("https://mobex.example/?plan=gold-42");
    captureResellerPlan(location, history);
    expect(resellerPlanId()).toBe("gold-42");
    expect(history.replaceState).toHaveBeenCalledWith(null, "", "/");
  });

  it("is ignored on other routes", () => {
    const { location, history } = at("https://mobex.example/history?plan=gold-42");
    captureResellerPlan(location, history);
    expect(resellerPlanId()).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
