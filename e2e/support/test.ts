// The `test` every spec imports: Playwright's, plus
// - `appUrl`, the server the spec's pages use: the run's shared server, or in the "worker-server"
//   project (playwright.config.ts) a server of the worker's own, with its own seeded demo users;
// - `newUserPage(email)` for scenarios with several users, each in a browser context of its own,
//   closed when the test ends;
// - a check that no page threw an uncaught error, in any context the test used: a screen can look
//   right while a handler behind it crashed.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { WORKER_SERVER_PROJECT, serverUrl } from "./server-url";
import { newUserPage } from "./sign-in";
import { startTestServer } from "./test-server";

export { expect } from "@playwright/test";

// Starting a server migrates and seeds a fresh PGlite database: tens of seconds on a loaded machine.
const WORKER_SERVER_START_MS = 200_000;

interface Fixtures {
  newUserPage: (email: string) => Promise<Page>;
  pageErrors: string[];
}

interface WorkerFixtures {
  appUrl: string;
}

function collectErrors(context: BrowserContext, errors: string[]): void {
  context.on("weberror", (webError) =>
    errors.push(`${webError.page()?.url() ?? "?"}: ${String(webError.error())}`),
  );
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  appUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== WORKER_SERVER_PROJECT) return use(serverUrl());
      const server = await startTestServer({ name: `worker-${workerInfo.parallelIndex}` });
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", timeout: WORKER_SERVER_START_MS },
  ],
  baseURL: async ({ appUrl }, use) => use(appUrl),
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      collectErrors(context, errors);
      await use(errors);
      expect(errors, "uncaught errors in the pages").toEqual([]);
    },
    { auto: true },
  ],
  newUserPage: async ({ browser, pageErrors, appUrl }, use) => {
    const pages: Page[] = [];
    await use(async (email) => {
      const page = await newUserPage(browser, email, (context) => collectErrors(context, pageErrors), appUrl);
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});
