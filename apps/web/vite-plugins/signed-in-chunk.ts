// Budget (ARCHITECTURE.md): login + home ≤ 250 KB on the wire. Left to automatic splitting, what
// sign-in fetches for home came in 45 files, most of them a kilobyte or two (an icon, one MUI
// component), each costing its response headers (~0.4 KB) on top. This group puts every module
// that the routers, the shell, home, the snackbar, the phone runtime and the call screens import — and that the
// login page does not already load — into one chunk, fetched at sign-in (app/routed-app-chunk.ts).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { CodeSplittingGroup, ModuleInfo } from "rolldown";

type GetModuleInfo = (moduleId: string) => ModuleInfo | null;

/**
 * What a signed-in user's first screen is built from (paths under apps/web): the routers, which the
 * login page goes without (app/routed-app-chunk.ts), the screens sign-in fetches (main-router.tsx),
 * and the call panel the phone fetches before the first call (features/calls/components/lazy-call-ui.ts).
 */
export const HOME_PATH_ROOTS = [
  "src/app/routed-app.tsx",
  "src/app/routers/signed-in-layout.tsx",
  "src/features/home/components/home-page.tsx",
  "src/features/calls/runtime/phone.ts",
  "src/shared/ui/snackbar-host.tsx",
  "src/features/calls/components/call-panel.tsx",
];

/**
 * What the login page — and the welcome profile fetched while the token is typed — load, which the
 * signed-in chunk must not take from them: their files would then import it.
 */
export const BEFORE_SIGN_IN_ROOTS = [
  "src/app/main.tsx",
  "src/features/auth/components/login-page.tsx",
  "src/features/auth/components/welcome-profile.tsx",
];

/** Every module `roots` import statically, the roots included (dynamic imports stay chunks of their own). */
export function staticClosure(roots: readonly string[], moduleInfo: GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** The modules only the signed-in first screen needs: reached from `home`, not from `beforeSignIn`. */
export function signedInModules(
  { home, beforeSignIn }: { readonly home: readonly string[]; readonly beforeSignIn: readonly string[] },
  moduleInfo: GetModuleInfo,
): Set<string> {
  const loadedBefore = staticClosure(beforeSignIn, moduleInfo);
  return new Set([...staticClosure(home, moduleInfo)].filter((id) => !loadedBefore.has(id)));
}

/**
 * The code-splitting group of the signed-in first screen, for the app in `appRoot` (module ids are
 * absolute paths). The module graph is read once per build, when the group is first asked.
 */
export function signedInGroup(appRoot: string): CodeSplittingGroup {
  const roots = (paths: readonly string[]) =>
    paths.map((path) => {
      const file = resolve(appRoot, path);
      // A renamed root would quietly shrink the group and sign-in would fetch many files again.
      if (!existsSync(file)) throw new Error(`signed-in chunk: ${path} no longer exists`);
      return file;
    });
  let members: Set<string> | null = null;
  return {
    // The group is closed under static imports but for what the login page already loaded, which
    // must stay where it is; by default a group would take that too.
    debugName: "signed-in",
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      members ??= signedInModules(
        { home: roots(HOME_PATH_ROOTS), beforeSignIn: roots(BEFORE_SIGN_IN_ROOTS) },
        (moduleId) => ctx.getModuleInfo(moduleId),
      );
      return members.has(id) ? "signed-in" : null;
    },
  };
}

/** What the login page itself runs (not the welcome profile, fetched while the token is typed). */
export const LOGIN_PAGE_ROOTS = ["src/app/main.tsx", "src/features/auth/components/login-page.tsx"];

/**
 * The login page's modules in one chunk, its MUI components included: left to automatic splitting,
 * every small module the login page shares with the signed-in screens or a lazy dialog became a file
 * of its own (22 files, each with its response headers and its own compression window). Vendor groups
 * of higher priority (React, MUI's styling core, zod) keep theirs. Every start loads this chunk.
 */
export function loginPageGroup(appRoot: string): CodeSplittingGroup {
  let members: Set<string> | null = null;
  return {
    debugName: "login",
    includeDependenciesRecursively: false,
    name: (id, ctx) => {
      members ??= staticClosure(
        LOGIN_PAGE_ROOTS.map((path) => resolve(appRoot, path)),
        (moduleId) => ctx.getModuleInfo(moduleId),
      );
      return members.has(id) ? "login" : null;
    },
  };
}
