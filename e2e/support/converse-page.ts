// converse.js (a standard XMPP client, not part of the app) in a page of its own on the app's origin
// (the origin the XMPP WebSocket accepts): a tiny page whose module script loads converse.js's dist
// build from node_modules through a route, signed in with a user's chat credentials.
import { readFile } from "node:fs/promises";
import { dirname, extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, Page, Route } from "@playwright/test";
import type { ChatAccount } from "./chat-credentials";

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules/converse.js/dist");
const BASE_PATH = "/converse.js/";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
};

function bootScript(account: ChatAccount): string {
  const settings = {
    websocket_url: account.websocketUrl,
    jid: account.jid,
    password: account.password,
    auto_login: true,
    // The URL is given: no XEP-0156 look-up of the tenant's domain.
    discover_connection_methods: false,
    view_mode: "fullscreen",
    assets_path: `${BASE_PATH}dist/`,
    i18n: "en",
    muc_domain: `conference.${account.domain}`,
    // The web app joins its groups with the phone number as nick; converse.js takes the JID's.
    muc_nickname_from_jid: true,
    play_sounds: false,
    show_desktop_notifications: false,
    // End-to-end encryption is between clients (its keys in PEP, which the server does not offer).
    blacklisted_plugins: ["converse-omemo"],
  };
  // The dist build is an ES module that exports converse.js's public API.
  return `import converse from "./dist/converse.min.js";\nconverse.initialize(${JSON.stringify(settings)});\n`;
}

const PAGE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>converse.js</title>
<link rel="stylesheet" href="${BASE_PATH}dist/converse.min.css"></head>
<body class="converse-fullscreen"><script type="module" src="${BASE_PATH}boot.js"></script></body></html>`;

async function answerFile(route: Route, path: string): Promise<void> {
  const file = resolve(DIST, path);
  if (!file.startsWith(DIST + sep)) return route.fulfill({ status: 404 });
  try {
    const body = await readFile(file);
    await route.fulfill({ body, contentType: CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
  } catch {
    await route.fulfill({ status: 404 });
  }
}

/**
 * A new browser context (kept in `contexts`, for the spec to close) whose page runs converse.js
 * signed in as `account`, on `origin`; every XMPP frame it sends and gets is added to `frames`,
 * and its uncaught errors to `pageErrors`.
 */
export async function openConversePage(
  browser: Browser,
  origin: string,
  account: ChatAccount,
  into: { readonly contexts: BrowserContext[]; readonly frames: string[]; readonly pageErrors: string[] },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
  into.contexts.push(context);
  await context.route(`${origin}${BASE_PATH}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(BASE_PATH.length);
    if (path === "boot.js")
      return route.fulfill({ body: bootScript(account), contentType: CONTENT_TYPES[".js"] });
    if (path.startsWith("dist/")) return answerFile(route, decodeURIComponent(path.slice("dist/".length)));
    return route.fulfill({ status: 404 });
  });
  const page = await context.newPage();
  page.on("websocket", (socket) => {
    socket.on("framesent", (frame) => into.frames.push(`>> ${String(frame.payload)}`));
    socket.on("framereceived", (frame) => into.frames.push(`<< ${String(frame.payload)}`));
  });
  page.on("pageerror", (error) => into.pageErrors.push(String(error)));
  // A document the server really sent: Chromium's local network access checks would take a page
  // made up by a route for a public one and refuse it the loopback WebSocket. Its CSP (script from
  // this origin only) holds for what converse.js runs, as it would for a deployment beside the app.
  await page.goto("/version.txt");
  await page.setContent(PAGE_HTML);
  return page;
}
