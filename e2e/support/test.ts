// The `test` every spec imports: Playwright's, plus
// - `newUserPage(email)` for scenarios with several users, each in a browser context of its own,
//   closed when the test ends;
// - a check that no page threw an uncaught error, in any context the test used: a screen can look
//   right while a handler behind it crashed.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { newUserPage } from "./sign-in";

export { expect } from "@playwright/test";

interface Fixtures {
  newUserPage: (email: string) => Promise<Page>;
  pageErrors: string[];
}

function collectErrors(context: BrowserContext, errors: string[]): void {
  context.on("weberror", (webError) =>
    errors.push(`${webError.page()?.url() ?? "?"}: ${String(webError.error())}`),
  );
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      collectErrors(context, errors);
      await use(errors);
      expect(errors, "uncaught errors in the pages").toEqual([]);
    },
    { auto: true },
  ],
  newUserPage: async ({ browser, pageErrors }, use) => {
    const pages: Page[] = [];
    await use(async (email) => {
      const page = await newUserPage(browser, email, (context) => collectErrors(context, pageErrors));
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});
