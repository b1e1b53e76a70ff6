/**
 * spec 2 §2: the main router's paths behind the login guard. A signed-out visitor at one of them,
 * or at /login, gets the login page, which the app draws without the router (issue 9, budgets);
 * every other path is the router's to answer.
 */
export const SIGNED_IN_PATHS = [
  "/",
  "/history",
  "/contacts",
  "/blf",
  "/chat",
  "/chat/:id",
  "/error",
  "/video",
  "/voicemail",
];

const segments = (path: string) => path.split("/").filter((segment) => segment !== "");

/** Whether `pathname` is one of `patterns` (`:name` stands for any one segment), as the router matches: case and a trailing slash aside. */
export function matchesPath(pathname: string, patterns: readonly string[]): boolean {
  const wanted = segments(pathname.toLowerCase());
  return patterns.some((pattern) => {
    const parts = segments(pattern);
    return (
      parts.length === wanted.length &&
      parts.every((part, index) => part.startsWith(":") || part === wanted[index])
    );
  });
}

/** Whether a signed-out visitor at `pathname` (main router) meets the login page. */
export const opensAtLogin = (pathname: string): boolean =>
  matchesPath(pathname, [...SIGNED_IN_PATHS, "/login"]);
