// A built app signed in with every API answer given by page.route (no server): the bench and the
// screenshots open the board through it.
import type { Browser, BrowserContext } from "@playwright/test";
import { boardEntries, profile, storedSession } from "./board-fixture";

const envelope = (code: number, data: unknown) =>
  JSON.stringify({ status: code < 300 ? "success" : "error", responses: [{ code, message: "OK" }], data });

export interface MockAppOptions {
  readonly origin: string;
  readonly tiles: number;
  readonly theme?: "light" | "dark";
  /** Runs in every page before its scripts. */
  readonly initScript?: () => void;
}

async function answerApi(context: BrowserContext, origin: string, tiles: number): Promise<void> {
  const board = boardEntries(tiles);
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    const json = (code: number, data: unknown) =>
      route.fulfill({ status: 200, contentType: "application/json", body: envelope(code, data) });
    if (url.pathname === "/version.txt") return route.fulfill({ status: 200, body: "4.4.1" });
    if (url.pathname === "/webrtc/api/") return json(200, profile());
    if (url.pathname === "/webrtc/mobex/blf/get/") return json(200, board);
    if (url.pathname.startsWith("/webrtc/mobex/configs/")) return json(200, { config: "blfArrange", value: null });
    if (/^\/(api|webrtc|contacts|cloudphonebook|phones)\//.test(url.pathname)) return json(204, null);
    return route.continue();
  });
}

function seedStorage({ session, theme }: { session: string; theme: string }): void {
  localStorage.setItem("auth", session);
  localStorage.setItem("settings", JSON.stringify({ state: { themeMode: theme, showSurname: true }, version: 1 }));
}

export async function mockAppContext(browser: Browser, options: MockAppOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: options.origin, viewport: { width: 1440, height: 900 } });
  await answerApi(context, options.origin, options.tiles);
  // tsx (esbuild, keepNames) wraps named inner functions in __name(); functions sent to the page need it too.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await context.addInitScript(seedStorage, { session: storedSession(), theme: options.theme ?? "light" });
  if (options.initScript) await context.addInitScript(options.initScript);
  return context;
}
