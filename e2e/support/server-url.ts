// The URL of the server started by global-setup.ts, handed to workers through the environment.
export const SERVER_URL_VARIABLE = "MOBEX_E2E_BASE_URL";

export function serverUrl(): string;
export function serverUrl(options: { optional: true }): string | undefined;
export function serverUrl({ optional = false } = {}): string | undefined {
  const url = process.env[SERVER_URL_VARIABLE];
  if (url === undefined && !optional) {
    throw new Error(
      `${SERVER_URL_VARIABLE} is not set: run through e2e/playwright.config.ts (npm run test:e2e)`,
    );
  }
  return url;
}

/** The project whose workers each start a server of their own (playwright.config.ts, test.ts `appUrl`). */
export const WORKER_SERVER_PROJECT = "worker-server";
