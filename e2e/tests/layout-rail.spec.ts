// The navigation rail at desktop widths (spec 1 §2 Side navigation, §9: 56 px, expanded 200 px) and
// dark mode's contrast (issue 9): the rail opens on hover or keyboard focus navigation, not because a
// clicked link keeps focus, and folds when a link is followed; the wordmark and the focus ring meet
// WCAG AA (1.4.3 text 4.5:1, 1.4.11 focus indicator 3:1).
import type { Locator, Page } from "@playwright/test";
import { colourBehind, focusIndicatorColour, screenshot } from "../support/layout";
import { contrastRatio } from "../support/luminance";
import { signIn } from "../support/sign-in";
import { expect, test } from "../support/test";

const rail = (page: Page): Locator => page.getByRole("navigation", { name: "Main navigation" });
const railWidth = (page: Page): Promise<number> =>
  rail(page).evaluate((nav) => Math.round(nav.getBoundingClientRect().width));

test("the rail opens on hover and keyboard focus, and stays shut after a click", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "frank@example.com");
  await expect.poll(() => railWidth(page)).toBe(56);

  await test.step("hovering opens it with the labels", async () => {
    await rail(page).getByRole("link", { name: "History" }).hover();
    await expect.poll(() => railWidth(page)).toBe(200);
  });

  await test.step("clicking a link folds it, and it stays folded when the mouse moves away", async () => {
    await rail(page).getByRole("link", { name: "History" }).click();
    await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
    await expect.poll(() => railWidth(page)).toBe(56);
    await page.mouse.move(800, 450);
    await expect(rail(page).getByRole("link", { name: "History" })).toBeFocused();
    await expect.poll(() => railWidth(page)).toBe(56);
    await rail(page).getByRole("link", { name: "Home" }).hover();
    await expect.poll(() => railWidth(page)).toBe(200);
    await page.mouse.move(800, 450);
    await expect.poll(() => railWidth(page)).toBe(56);
  });

  await test.step("moving focus onto it by keyboard opens it; following a link by Enter folds it", async () => {
    await page.keyboard.press("Shift+Tab");
    await expect(rail(page).getByRole("link", { name: "Presence" })).toBeFocused();
    await expect.poll(() => railWidth(page)).toBe(200);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Presence", level: 1 })).toBeVisible();
    await expect.poll(() => railWidth(page)).toBe(56);
    await page.keyboard.press("Shift+Tab");
    await expect(rail(page).getByRole("link", { name: "Home" })).toBeFocused();
    await expect.poll(() => railWidth(page)).toBe(200);
  });
});

test("in dark mode the wordmark and the focus ring meet WCAG AA contrast", async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "grace@example.com");
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.themeMode)).toBe("dark");

  await test.step("the wordmark reads at 4.5:1 or more against the header", async () => {
    const wordmark = page.getByRole("link", { name: "Mobex home" }).getByText("Mobex", { exact: true });
    await expect(wordmark).toBeVisible();
    const colour = await wordmark.evaluate((element) => getComputedStyle(element).color);
    const ratio = contrastRatio(colour, await colourBehind(wordmark));
    testInfo.annotations.push({ type: "wordmark contrast", description: ratio.toFixed(2) });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  await test.step("the focus ring of a link and of a button shows at 3:1 or more", async () => {
    await rail(page).getByRole("link", { name: "History" }).click();
    await page.mouse.move(800, 450);
    await page.keyboard.press("Shift+Tab");
    const link = rail(page).getByRole("link", { name: "Presence" });
    await expect(link).toBeFocused();
    await screenshot(page, testInfo, "rail-focus");
    expect(contrastRatio(await focusIndicatorColour(link), await colourBehind(link))).toBeGreaterThanOrEqual(
      3,
    );

    const account = page.getByRole("button", { name: "Account settings" });
    // Back along the header by keyboard, past its other controls, to the avatar button.
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press("Shift+Tab");
      if (await account.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(account).toBeFocused();
    expect(
      contrastRatio(await focusIndicatorColour(account), await colourBehind(account)),
    ).toBeGreaterThanOrEqual(3);
  });
});
