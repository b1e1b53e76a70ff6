// Renders public/logo.svg (with the Inter wordmark) to public/logo.png at 2x in headless Chromium.
// Run once after changing the SVG: node apps/web/scripts/render-logo.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const font = join(
  dirname(require.resolve("@fontsource-variable/inter/package.json")),
  "files/inter-latin-wght-normal.woff2",
);
const svg = readFileSync(join(here, "../public/logo.svg"), "utf8");

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 2, viewport: { width: 184, height: 64 } });
await page.setContent(`<style>@font-face{font-family:Inter;src:url(${pathToFileURL(font).href})}
html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`);
await page.evaluate(() => document.fonts.ready);
writeFileSync(
  join(here, "../public/logo.png"),
  await page.locator("svg").screenshot({ omitBackground: true }),
);
await browser.close();
