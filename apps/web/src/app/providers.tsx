import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { queryClient } from "../shared/api/query-client";
import { chunkComponent } from "../shared/lib/chunk-component";
import { useNotifyStore } from "../shared/ui/notify-store";
import { AppThemeProvider } from "./theme/app-theme-provider";

// The snackbar (MUI Snackbar and Alert) arrives with the first notice, or with sign-in (preload).
export const snackbars = chunkComponent(
  async () => (await import("../shared/ui/snackbar-host")).SnackbarHost,
);

/** Once a notice was queued, the snackbar host stays: it shows the queue one notice at a time. */
function LazySnackbarHost() {
  const queued = useNotifyStore((state) => state.queue.length > 0);
  const [needed, setNeeded] = useState(queued);
  if (queued && !needed) setNeeded(true);
  return needed ? <snackbars.Component /> : null;
}

/** Server state (TanStack Query) and the theme, around every router. */
export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        {children}
        <LazySnackbarHost />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
