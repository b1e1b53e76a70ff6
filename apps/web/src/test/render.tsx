import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { SnackbarHost } from "../shared/ui/snackbar-host";

/** Renders a screen with what the app puts around it: a fresh query cache, a router, the snackbar. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <SnackbarHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
