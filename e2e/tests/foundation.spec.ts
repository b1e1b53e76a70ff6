// The foundation every later scenario stands on: sign-in by e-mailed token, the shell, theme mode
// kept across reloads, one active tab (spec 1 §9), logout; and the sign-in errors (spec 1 §5, §12).
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { requestToken, signIn } from "../support/sign-in";
import { relativeLuminance } from "../support/luminance";

const OTHER_TAB_TEXT = "You're logged in another tab";

function themeMode(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.themeMode);
}

function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor).then(relativeLuminance);
}

async function openAccountSettings(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account settings" }).click();
}

test("a user signs in, goes dark, keeps it across a reload, moves between tabs and logs out", async ({
  page,
  context,
}) => {
  await test.step("sign in with the e-mailed token and land on the shell", async () => {
    await signIn(page, "alice@example.com");
    await expect(page.getByRole("banner")).toContainText("1001");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  await test.step("switch the theme mode to dark", async () => {
    await openAccountSettings(page);
    await page.getByRole("group", { name: "Theme mode" }).getByRole("button", { name: "Dark" }).click();
    await expect.poll(() => themeMode(page)).toBe("dark");
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Account settings" })).toBeHidden();
  });

  await test.step("a reload keeps the session and the dark mode", async () => {
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect.poll(() => themeMode(page)).toBe("dark");
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.1);
  });

  const secondTab = await context.newPage();
  await test.step("a second tab waits until it is taken over with Use here", async () => {
    await secondTab.goto("/");
    await expect(secondTab.getByText(OTHER_TAB_TEXT)).toBeVisible();
    await secondTab.getByRole("button", { name: "Use here" }).click();
    await expect(secondTab.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expect(page.getByText(OTHER_TAB_TEXT)).toBeVisible();
  });

  await test.step("Log Out returns to the login screen, and a reload stays there", async () => {
    await openAccountSettings(secondTab);
    await secondTab.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(secondTab.getByRole("button", { name: "Request Token" })).toBeVisible();
    await expect(secondTab).toHaveURL(/\/login$/);
    await secondTab.reload();
    await expect(secondTab).toHaveURL(/\/login$/);
    await expect(secondTab.getByRole("button", { name: "Request Token" })).toBeVisible();
  });
});

test("a wrong token is refused and the field is cleared", async ({ page }) => {
  const token = await requestToken(page, "bob@example.com");
  const wrong = token.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
  const tokenField = page.getByLabel("Token", { exact: true });
  await tokenField.fill(wrong);
  await expect(page.getByText("Sorry, that isn't the correct token.")).toBeVisible();
  await expect(tokenField).toHaveValue("");
  await expect(page).toHaveURL(/\/login$/);
});

test("an unlicensed e-mail address is asked to check itself", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("E-mail", { exact: true }).fill("nolicence@example.com");
  await page.getByRole("button", { name: "Request Token" }).click();
  await expect(page.getByRole("dialog", { name: "Correct E-Mail Address?" })).toBeVisible();
});

test("the app signs in and opens its SIP socket under its Content-Security-Policy without a violation", async ({
  page,
}) => {
  // Both sides: the page's own report of each blocked load, and what Chromium writes to the console.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  const consoleReports: string[] = [];
  page.on("console", (message) => {
    if (/content.security.policy/i.test(message.text())) consoleReports.push(message.text());
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await test.step("the app's page comes with the policy", async () => {
    const answer = await page.goto("/");
    const policy = answer?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("frame-ancestors 'self' https://teams.microsoft.com");
  });

  const sipSocket = page.waitForEvent("websocket", (socket) => socket.url().endsWith("/sip"));
  await test.step("sign in, the SIP socket opens and the styled screens render", async () => {
    await signIn(page, "erin@example.com");
    await sipSocket;
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").last().click();
    await openAccountSettings(page);
    await expect(page.getByRole("menuitem", { name: "Log Out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Account settings" })).toBeHidden();
  });

  expect(await violations()).toEqual([]);
  expect(consoleReports).toEqual([]);
});
