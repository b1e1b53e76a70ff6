import { type RouteObject, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { RequireAuth } from "../../features/auth/components/require-auth";
import { mainRoutes } from "./main-router";
import { SIGNED_IN_PATHS, opensAtLogin } from "./signed-in-paths";

/** Whether the main router puts `pathname` behind its login guard. */
function guarded(pathname: string): boolean {
  const matches = matchRoutes(mainRoutes, pathname) ?? [];
  return matches.some(({ route }: { route: RouteObject }) => {
    const element = route.element as { type?: unknown } | undefined;
    return element?.type === RequireAuth;
  });
}

describe("which paths open at the login page", () => {
  const samples = [
    "/",
    "/history",
    "/History/",
    "/contacts",
    "/blf",
    "/chat",
    "/chat/1001",
    "/error",
    "/video",
  ];

  it("the login page and every path behind the main router's login guard", () => {
    for (const path of samples) expect({ path, guarded: guarded(path) }).toEqual({ path, guarded: true });
    expect(samples.every(opensAtLogin)).toBe(true);
    expect(opensAtLogin("/login")).toBe(true);
  });

  it("names each guarded route of the main router", () => {
    const routed = SIGNED_IN_PATHS.map((path) => path.replace(":id", "1"));
    expect(routed.filter((path) => !guarded(path))).toEqual([]);
  });

  it("leaves every other path to the router", () => {
    for (const path of ["/no/such/page", "/chat/1/2", "/historyx", "/settings"]) {
      expect({ path, guarded: guarded(path) }).toEqual({ path, guarded: false });
      expect({ path, atLogin: opensAtLogin(path) }).toEqual({ path, atLogin: false });
    }
  });
});
