// Diagnostics (issue 10; spec 1 §4 debug-mode offer, §9 error reporting 10 % of sessions, 100 % on
// error or in debug mode): what goes wrong in the browser — an uncaught error, a chunk that does not
// arrive, a failed call with its SIP cause — reaches the server through Sentry's browser SDK and is
// listed by `npm run admin -- diagnostics list|show`. This spec reads its server's reports, so it
// runs on a server of its own.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { dialFromHome, waitRegistered } from "../support/media";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  server = await startTestServer({ name: "diagnostics" });
});

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await server.stop();
});

/**
 * A page of this spec's server signed in as `email`, in a session outside the 10 % sample, so that
 * only errors and debug mode send reports. Its uncaught errors are this spec's subject: not collected.
 */
async function openUnsampled(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  await context.addInitScript(() => sessionStorage.setItem("diagnostics-sampled", "0"));
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** `diagnostics list` of the user, as rows of cells. */
async function reportsOf(email: string): Promise<string[][]> {
  const out = await server.admin("diagnostics", "list", "--email", email);
  return out
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(/ {2,}/));
}

const titles = async (email: string) => (await reportsOf(email)).map((row) => row.at(-1) ?? "");

test("errors, a chunk that does not arrive and failed calls are reported; debug mode sends the rest", async ({
  browser,
}) => {
  const erin = await openUnsampled(browser, "erin@example.com");
  await waitRegistered(erin);

  await test.step("a number not found, outside the sample and debug mode: told to the user, not reported", async () => {
    await dialFromHome(erin, "1999");
    await expect(erin.getByRole("alert").filter({ hasText: "Number not found" })).toContainText("SIP 404");
  });

  await test.step("an uncaught error is reported (100 % on error) and listed by the admin command", async () => {
    await erin.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e: a handler broke");
      }, 0);
    });
    await expect.poll(() => titles("erin@example.com")).toContain("Error: e2e: a handler broke");
  });

  await test.step("a screen whose chunk does not arrive: the error screen, and a chunk report", async () => {
    await erin.route(/\/assets\/history-page-[\w-]+\.js$/, (route) => route.abort());
    await erin.getByRole("link", { name: "History" }).click();
    // The server answers, so the page reloads itself once to fetch the screen again (issue 9); the
    // chunk still does not arrive, and the error screen stays with its Go back.
    await expect(erin.getByText("Reload the page to try again.")).toBeVisible({ timeout: 30_000 });
    await expect(erin.getByText("Looks like something went wrong!")).toBeVisible();
    await expect
      .poll(async () =>
        (await titles("erin@example.com")).some((title) => /dynamically imported module/.test(title)),
      )
      .toBe(true);
    await erin.unrouteAll();
  });

  await test.step("Go back offers debug mode and says what it sends, where", async () => {
    await erin.getByRole("button", { name: "Go back" }).click();
    const offer = erin.getByRole("dialog", { name: "Enable debug mode!" });
    await expect(offer).toContainText(
      `reports every error and every failed call to ${new URL(server.url).host}`,
    );
    await expect(offer).toContainText("never a number you called");
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      await erin.setViewportSize({ width, height });
      await erin.screenshot({ path: test.info().outputPath(`debug-offer-${width}.png`) });
    }
    await erin.setViewportSize({ width: 1440, height: 900 });
    await offer.getByRole("button", { name: "Enable" }).click();
    await expect(erin.getByText("Debug mode enabled!")).toBeVisible();
  });

  await test.step("in debug mode the same failed call is reported, with its SIP cause and the steps before it", async () => {
    await waitRegistered(erin);
    await dialFromHome(erin, "1999");
    await expect.poll(() => titles("erin@example.com")).toContain("Call failed: SIP 404 Not Found");
    const calls = (await reportsOf("erin@example.com")).filter((row) =>
      row.at(-1)?.startsWith("Call failed"),
    );
    // The first failed call (before debug mode) was not sent.
    expect(calls).toHaveLength(1);
    const shown = await server.admin("diagnostics", "show", calls[0]?.[0] ?? "");
    expect(shown).toContain("warning: Call failed: SIP 404 Not Found");
    expect(shown).toContain("erin@example.com");
    expect(shown).toMatch(/call: .*cause=Not Found/);
    expect(shown).toMatch(/tags .*origin=call/);
    expect(shown).toMatch(/steps before it \(\d+\):/);
    // The call's own steps are among them, by direction and status, without the number.
    expect(shown).toMatch(/call info outgoing call init\n[\s\S]*call info outgoing call failed/);
    expect(shown).not.toContain("1999");
  });

  await test.step("System Settings shows Send debug data on, with where it goes", async () => {
    await erin.getByRole("button", { name: "Account settings" }).click();
    await erin
      .getByRole("dialog", { name: "Account settings" })
      .getByRole("menuitem", { name: "System Settings" })
      .click();
    const settings = erin.getByRole("dialog", { name: "System Settings" });
    const debugSwitch = settings.getByRole("switch", { name: "Send debug data" });
    await expect(debugSwitch).toBeChecked();
    await expect(debugSwitch).toHaveAccessibleDescription(
      `Every error and failed call, with the steps before it, goes to ${new URL(server.url).host}.`,
    );
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await erin.setViewportSize({ width, height });
      await erin.screenshot({ path: test.info().outputPath(`system-settings-${width}.png`) });
    }
  });
});
