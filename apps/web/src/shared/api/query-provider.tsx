import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "./query-client";

/**
 * Server state (TanStack Query) for the screens that use it — the signed-in shell and the welcome
 * screen — rather than around the whole app, so that the login page loads without it (issue 9,
 * budgets). Each provider shares the one cache.
 */
export function QueryProvider({ children }: { readonly children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
