import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { DebugOfferDialog } from "../features/settings/components/debug-offer-dialog";
import { AppErrorBoundary } from "./error-boundary";
import { Providers } from "./providers";
import { createMainRouter } from "./routers/main-router";
import { createSectionRouter } from "./routers/section-router";
import { type Section, sectionRoots } from "./routers/section";

interface AppProps {
  readonly section: Section;
}

/** The whole app: one of the two routers (spec 2 §2), inside the providers. */
export function App({ section }: AppProps) {
  const [router] = useState(() => (section === "main" ? createMainRouter() : createSectionRouter(section)));
  return (
    <Providers>
      <AppErrorBoundary sectionRoot={sectionRoots[section]}>
        <RouterProvider router={router} />
        <DebugOfferDialog />
      </AppErrorBoundary>
    </Providers>
  );
}
