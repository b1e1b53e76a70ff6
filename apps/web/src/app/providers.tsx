import { type ReactNode, useState } from "react";
import { chunkComponent } from "../shared/lib/chunk-component";
import { useNotifyStore } from "../shared/ui/notify-store";
import { AppThemeProvider } from "./theme/app-theme-provider";

// The snackbar (MUI Snackbar and Alert) arrives with the first notice, or with sign-in (preload).
export const snackbars = chunkComponent(
  async () => (await import("../shared/ui/snackbar-host")).SnackbarHost,
  { background: true },
);

/** Once a notice was queued, the snackbar host stays: it shows the queue one notice at a time. */
function LazySnackbarHost() {
  const queued = useNotifyStore((state) => state.queue.length > 0);
  const [needed, setNeeded] = useState(queued);
  if (queued && !needed) setNeeded(true);
  return needed ? <snackbars.Component /> : null;
}

/**
 * The theme and the snackbar, around every router. Server state (TanStack Query) is provided by
 * the screens that use it (shared/api/query-provider), so that the login page goes without it.
 */
export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <LazySnackbarHost />
    </AppThemeProvider>
  );
}
