// Two pages in one picture, to look at: e.g. two clients showing the same conversation.
import type { Page, TestInfo } from "@playwright/test";

const SIZE = { width: 1024, height: 768 } as const;
const RESTORED = { width: 1440, height: 900 } as const;

/** `<name>.png`: `left` and `right` at 1024 × 768 next to each other; both are back at 1440 × 900 after. */
export async function screenshotSideBySide(
  left: Page,
  right: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> {
  const shots: string[] = [];
  for (const page of [left, right]) {
    await page.setViewportSize(SIZE);
    shots.push((await page.screenshot()).toString("base64"));
    await page.setViewportSize(RESTORED);
  }
  const canvas = await left.context().newPage();
  try {
    await canvas.setViewportSize({ width: SIZE.width * 2 + 8, height: SIZE.height });
    await canvas.setContent(
      `<body style="margin:0;display:flex;gap:8px;background:#888">${shots
        .map((png) => `<img alt="" src="data:image/png;base64,${png}">`)
        .join("")}</body>`,
    );
    await canvas.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  } finally {
    await canvas.close();
  }
}
