// The `test` every spec imports: Playwright's, plus `newUserPage` for scenarios with several users,
// whose browser contexts are closed when the test ends.
import { test as base, type Page } from "@playwright/test";
import { newUserPage } from "./sign-in";

export { expect } from "@playwright/test";

export const test = base.extend<{ newUserPage: (email: string) => Promise<Page> }>({
  newUserPage: async ({ browser }, use) => {
    const pages: Page[] = [];
    await use(async (email) => {
      const page = await newUserPage(browser, email);
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.context().close()));
  },
});
