import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { FATAL_ERROR_KEY } from "../features/shell/commands";
import { chunkComponent } from "../shared/lib/chunk-component";
import { AppErrorBoundary } from "./error-boundary";
import { Providers } from "./providers";
import { createMainRouter } from "./routers/main-router";
import { createSectionRouter } from "./routers/section-router";
import { type Section, sectionRoots } from "./routers/section";

// Offered only after a fatal error (spec 1 §4), so it stays out of the first page's chunks.
const debugOffer = chunkComponent(
  async () => (await import("../features/settings/components/debug-offer-dialog")).DebugOfferDialog,
);

interface AppProps {
  readonly section: Section;
}

/** The whole app: one of the two routers (spec 2 §2), inside the providers. */
export function App({ section }: AppProps) {
  const [router] = useState(() => (section === "main" ? createMainRouter() : createSectionRouter(section)));
  const [offerDebug] = useState(() => sessionStorage.getItem(FATAL_ERROR_KEY) !== null);
  return (
    <Providers>
      <AppErrorBoundary sectionRoot={sectionRoots[section]}>
        <RouterProvider router={router} />
        {offerDebug && <debugOffer.Component />}
      </AppErrorBoundary>
    </Providers>
  );
}
