// Screenshots of a state at the widths we design for (desktop, tablet, phone), to look at.
import type { Page, TestInfo } from "@playwright/test";

export const DESIGN_SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

/** `<name>-<width>.png` at each size, then back to 1440 × 900. */
export async function screenshotAtWidths(
  page: Page,
  testInfo: TestInfo,
  name: string,
  sizes: readonly { readonly width: number; readonly height: number }[] = DESIGN_SIZES,
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });
  }
  await page.setViewportSize(DESIGN_SIZES[0]);
}
