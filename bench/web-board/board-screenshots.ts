// `npx tsx bench/web-board/board-screenshots.ts [out-dir] [dist-dir]`: the board in light and dark, with a few
// colleagues and with 1,000, plus the editor, from the built app with mocked answers (as the bench).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { mockApi, mockAppContext } from "./mock-app";
import { serveDist } from "./static-server";

const out = resolve(process.argv[2] ?? "test-results/board-screens");
mkdirSync(out, { recursive: true });
const api = mockApi();
const { url, server } = await serveDist(resolve(process.argv[3] ?? "apps/web/dist"), api.handle);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const theme of ["light", "dark"] as const) {
    for (const tiles of [14, 1_000]) {
      api.useBoard({ tiles });
      const context = await mockAppContext(browser, { origin: url, theme });
      const page = await context.newPage();
      await page.goto("/blf");
      await page.getByRole("list", { name: "Presence board" }).getByRole("listitem").first().waitFor();
      await page.mouse.move(1200, 850);
      await page.screenshot({ path: `${out}/board-${tiles}-${theme}.png` });
      if (tiles === 14) {
        await page.getByRole("listitem", { name: "Eve Adams" }).getByText("Do Not Disturb").hover();
        await page.getByRole("tooltip").waitFor();
        await page.screenshot({
          path: `${out}/tooltip-${theme}.png`,
          clip: { x: 0, y: 0, width: 1440, height: 360 },
        });
        await page.getByRole("listitem", { name: "Ada Adams" }).getByText("Ada Adams").click();
        // The dialog fades in: shoot once its transitions are done.
        await page
          .locator(".MuiDialog-root")
          .evaluate((root) => Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished)));
        await page.screenshot({ path: `${out}/details-${theme}.png` });
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "detached" });
        await page.getByRole("button", { name: "Edit" }).click();
        await page
          .getByRole("dialog", { name: "New board" })
          .getByRole("textbox", { name: "Board name" })
          .fill("Front desk");
        for (const name of ["Finn Adams", "Gus Adams"]) {
          await page.getByRole("button", { name: `Options for ${name}` }).click();
          await page.getByRole("menuitem", { name: "Hide" }).click();
        }
        await page.screenshot({ path: `${out}/editor-${theme}.png` });
        await page.keyboard.press("Escape");
        await page.getByRole("dialog", { name: "Discard your changes?" }).waitFor();
        await page.screenshot({ path: `${out}/editor-confirm-${theme}.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`screenshots in ${out}`);
