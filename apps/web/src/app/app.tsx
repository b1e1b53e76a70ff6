import { useCallback, useState } from "react";
import { FATAL_ERROR_KEY } from "../features/shell/commands";
import { chunkComponent } from "../shared/lib/chunk-component";
import { AppErrorBoundary } from "./error-boundary";
import { LoginEntry } from "./login-entry";
import { Providers } from "./providers";
import { routedApp } from "./routed-app-chunk";
import { type Section, sectionRoots } from "./routers/section";

// Offered only after a fatal error (spec 1 §4), so it stays out of the first page's chunks.
const debugOffer = chunkComponent(
  async () => (await import("../features/settings/components/debug-offer-dialog")).DebugOfferDialog,
);

interface AppProps {
  readonly section: Section;
  /** A signed-out visitor at a guarded path or /login: the login page, without the router until sign-in. */
  readonly atLogin: boolean;
}

/** The whole app: the login page or one of the two routers (spec 2 §2), inside the providers. */
export function App({ section, atLogin }: AppProps) {
  const [routed, setRouted] = useState(!atLogin);
  const [offerDebug] = useState(() => sessionStorage.getItem(FATAL_ERROR_KEY) !== null);
  const openRouted = useCallback(() => setRouted(true), []);
  return (
    <Providers>
      <AppErrorBoundary sectionRoot={sectionRoots[section]}>
        {routed ? <routedApp.Component section={section} /> : <LoginEntry onSignedIn={openRouted} />}
        {offerDebug && <debugOffer.Component />}
      </AppErrorBoundary>
    </Providers>
  );
}
