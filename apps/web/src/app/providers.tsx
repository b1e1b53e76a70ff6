import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { queryClient } from "../shared/api/query-client";
import { SnackbarHost } from "../shared/ui/snackbar-host";
import { AppThemeProvider } from "./theme/app-theme-provider";

/** Server state (TanStack Query) and the theme, around every router. */
export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {children}
        <SnackbarHost />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
