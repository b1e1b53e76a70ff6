import type { DiagnosticsConfig } from "@mobex/contracts/diagnostics";

/** Where the reports go and how they are signed (contracts/diagnostics.ts). */
export interface ReportDestination {
  readonly dsn: string;
  /** Our own server: reports carry the session, so they are stored under the user. */
  readonly ownServer: boolean;
  /** The host a person reads in the debug texts: this server's, or the external Sentry's. */
  readonly host: string;
}

/**
 * SENTRY_DSN when the server has one; else this server, reached at the page's own origin (so that
 * the Vite dev server's proxy and a reverse proxy both work): Sentry's DSN format,
 * `<scheme>://<public key>@<host>/<project>`.
 */
export function reportDestination(config: DiagnosticsConfig, location: Pick<Location, "protocol" | "host">) {
  if (config.sentryDsn !== null) {
    return { dsn: config.sentryDsn, ownServer: false, host: new URL(config.sentryDsn).host };
  }
  return {
    dsn: `${location.protocol}//${config.publicKey}@${location.host}/${config.project}`,
    ownServer: true,
    host: location.host,
  } satisfies ReportDestination;
}
