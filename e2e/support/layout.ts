// Layout evidence read in the page (issue 9): what scrolls sideways, the colours a user sees behind
// text and focus rings, and screenshots to look at.
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/**
 * What a user would have to scroll sideways: the document when it is wider than the viewport, and
 * every element that scrolls its own content sideways (e.g. a table in a scroll box). Empty is good.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth) continue;
      const name = element.getAttribute("aria-label") ?? element.className.toString().split(" ")[0];
      found.push(`${element.tagName.toLowerCase()} ${name}: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return found;
  });
}

/** The colour behind an element: the nearest ancestor's opaque background (Chromium writes it rgb()). */
export function colourBehind(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour.startsWith("rgb(")) return colour;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
}

/** The colour of the outermost ring of the element's box-shadow focus indicator (or its outline). */
export function focusIndicatorColour(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const colours = style.boxShadow.match(/rgba?\([^)]*\)/g);
    if (colours !== null && colours.length > 0) return colours[colours.length - 1]!;
    return style.outlineStyle === "none" ? "none" : style.outlineColor;
  });
}

/** A full-page screenshot in the test's output folder, named by screen, size and theme mode. */
export async function screenshot(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  const size = page.viewportSize();
  const mode = await page.evaluate(() => document.documentElement.dataset.themeMode ?? "light");
  await page.screenshot({
    path: testInfo.outputPath(`${screen}-${size?.width}x${size?.height}-${mode}.png`),
  });
}

/** Screenshots of what the user sees now, in light and then in dark mode; the page is left light. */
export async function screenshotBothModes(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.themeMode))
      .toBe(colorScheme);
    await screenshot(page, testInfo, screen);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
