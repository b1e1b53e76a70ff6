// The official janus.js (Meetecho's browser library, npm `janus-gateway`, with its `webrtc-adapter`)
// in a page of its own on the app's origin, served from node_modules through a route as
// converse-page.ts serves converse.js. The page's client (janus-js-client.ts) runs in it.
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { installMediaProbe } from "./media";

const NODE_MODULES = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules");
const BASE_PATH = "/janus.js/";

const FILES: Readonly<Record<string, string>> = {
  "adapter.js": resolve(NODE_MODULES, "webrtc-adapter/out/adapter.js"),
  "janus.es.js": resolve(NODE_MODULES, "janus-gateway/npm/dist/janus.es.js"),
};

// janus.es.js reads webrtc-adapter's global `adapter`, so the adapter loads first, as a classic script.
const BOOT = `import Janus from "./janus.es.js";\nwindow.Janus = Janus;\n`;

const PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>janus.js</title></head>
<body><script src="${BASE_PATH}adapter.js"></script>
<script type="module" src="${BASE_PATH}boot.js"></script></body></html>`;

/**
 * A new browser context (kept in `contexts`, for the spec to close), with the media probe of
 * support/media.ts, whose page has loaded janus.js (`window.Janus`) on `origin`; uncaught errors
 * go to `pageErrors` and every Janus frame janus.js exchanges, with its console warnings and errors, to `frames`.
 */
export async function openJanusJsPage(
  browser: Browser,
  origin: string,
  into: { readonly contexts: BrowserContext[]; readonly frames: string[]; readonly pageErrors: string[] },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 960, height: 720 } });
  into.contexts.push(context);
  await installMediaProbe(context);
  await context.route(`${origin}${BASE_PATH}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(BASE_PATH.length);
    const contentType = "text/javascript; charset=utf-8";
    if (name === "boot.js") return route.fulfill({ body: BOOT, contentType });
    const file = FILES[name];
    if (file === undefined) return route.fulfill({ status: 404 });
    return route.fulfill({ body: await readFile(file), contentType });
  });
  const page = await context.newPage();
  page.on("websocket", (socket) => {
    socket.on("framesent", (frame) => into.frames.push(`>> ${String(frame.payload)}`));
    socket.on("framereceived", (frame) => into.frames.push(`<< ${String(frame.payload)}`));
  });
  page.on("pageerror", (error) => into.pageErrors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error")
      into.frames.push(`console.${message.type()}: ${message.text()}`);
  });
  // A document the server really sent (see converse-page.ts): Chromium then lets it open the
  // loopback WebSocket, and the response's CSP (scripts from this origin) holds for janus.js.
  await page.goto("/version.txt");
  await page.setContent(PAGE_HTML);
  await page.waitForFunction(() => "Janus" in window);
  return page;
}
