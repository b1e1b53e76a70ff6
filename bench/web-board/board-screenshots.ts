// `npx tsx bench/web-board/board-screenshots.ts [out-dir]`: the board in light and dark, with a few
// colleagues and with 1,000, plus the editor, from the built app with mocked answers (as the bench).
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "@playwright/test";
import { mockAppContext } from "./mock-app";
import { serveDist } from "./static-server";

const out = resolve(process.argv[2] ?? "test-results/board-screens");
mkdirSync(out, { recursive: true });
const { url, server } = await serveDist(resolve("apps/web/dist"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const theme of ["light", "dark"] as const) {
    for (const tiles of [14, 1_000]) {
      const context = await mockAppContext(browser, { origin: url, tiles, theme });
      const page = await context.newPage();
      await page.goto("/blf");
      await page.getByRole("list", { name: "Presence board" }).getByRole("listitem").first().waitFor();
      await page.mouse.move(1200, 850);
      await page.screenshot({ path: `${out}/board-${tiles}-${theme}.png` });
      if (tiles === 14) {
        await page.getByRole("button", { name: "Edit" }).click();
        await page.getByRole("dialog", { name: "New board" }).getByRole("textbox", { name: "Board name" }).fill("Front desk");
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
