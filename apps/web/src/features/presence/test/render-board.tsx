import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { vi } from "vitest";
import { SnackbarHost } from "../../../shared/ui/snackbar-host";

/**
 * Renders a board screen inside a data router (the editor guards navigation with useBlocker) and
 * gives elements a size, so that the virtualised grid has rows to show in jsdom.
 */
export function renderBoard(ui: ReactElement) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 800 }),
  );
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(800);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/blf", element: ui },
      { path: "/", element: <p>Home</p> },
    ],
    { initialEntries: ["/blf"] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <SnackbarHost />
      </QueryClientProvider>,
    ),
  };
}
