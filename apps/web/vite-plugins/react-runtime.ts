// Which runtime runs the app's React code, for the build, the dev server and the unit tests alike
// (README, "Web runtime: React API, Preact runtime").
//
// The app is written against React's API (imports from "react") and ships Preact's compatibility
// layer in its place: react-dom was the largest single piece of the login page, and without it
// login + home meets its 250 KB budget (ARCHITECTURE.md, Budgets). MOBEX_REACT_RUNTIME=react
// builds and tests on React 19 instead, to tell a Preact difference from an app bug.
import type { Alias } from "vite";
import { fileURLToPath } from "node:url";

export type ReactRuntime = "preact" | "react";

export function reactRuntime(env: NodeJS.ProcessEnv = process.env): ReactRuntime {
  const chosen = env.MOBEX_REACT_RUNTIME ?? "preact";
  if (chosen !== "preact" && chosen !== "react")
    throw new Error(`MOBEX_REACT_RUNTIME must be "preact" or "react", not "${chosen}"`);
  return chosen;
}

/** A module of the compatibility shims (src/shared/compat), by its file name. */
export const compatModule = (file: string): string =>
  fileURLToPath(new URL(`../src/shared/compat/${file}`, import.meta.url));

/**
 * Module aliases for the runtime. Exact matches, so that each of React's entry points gets its own
 * counterpart. The root renders as React's does, after the current task (shared/compat/create-root).
 */
export function runtimeAliases(runtime: ReactRuntime): Alias[] {
  if (runtime === "react") return [];
  return [
    { find: /^react$/, replacement: "preact/compat" },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react-dom\/client$/, replacement: compatModule("create-root.ts") },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    // Testing Library's act(), when React has none: Preact's flushes renders and effects as React's.
    { find: /^react-dom\/test-utils$/, replacement: compatModule("test-utils.ts") },
  ];
}

/**
 * Packages that import React, which the unit tests must load through Vite (not Node's own loader)
 * for the aliases to reach them: one runtime in the whole tree, the one that ships.
 */
export const REACT_DEPENDENTS: readonly RegExp[] = [
  /[\\/]node_modules[\\/](@mui|@emotion|@dnd-kit|@testing-library[\\/]react)[\\/]/,
  /[\\/]node_modules[\\/](@tanstack[\\/]react-(query|virtual)|react-router|react-dropzone|react-easy-crop|react-transition-group|zustand)[\\/]/,
];
