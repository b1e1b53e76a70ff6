import type { DiagnosticsConfig } from "@mobex/contracts/diagnostics";
import { useEffect, useSyncExternalStore } from "react";
import { type ReportDestination, reportDestination } from "./report-destination";

export interface LoadedDestination {
  readonly config: DiagnosticsConfig;
  readonly destination: ReportDestination;
}

let loaded: LoadedDestination | null = null;
let loading: Promise<LoadedDestination> | null = null;
const listeners = new Set<() => void>();

/**
 * Where reports go, asked once per page (signed in). The request's schemas come in with it: they
 * are zod's classic API, which the login page does not load.
 */
export function loadDestination(): Promise<LoadedDestination> {
  loading ??= import("../api/get-diagnostics-config")
    .then(({ fetchDiagnosticsConfig }) => fetchDiagnosticsConfig())
    .then((config) => {
      loaded = { config, destination: reportDestination(config, window.location) };
      for (const listener of listeners) listener();
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The host reports go to, for the debug texts: asked of the server when a text needs it (not on
 * every page load); null until it answers, since with SENTRY_DSN it is not this server's.
 */
export function useReportHost(): string | null {
  useEffect(() => {
    loadDestination().catch(() => undefined);
  }, []);
  return useSyncExternalStore(subscribe, () => loaded?.destination.host ?? null);
}
