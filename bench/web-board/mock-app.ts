// A built app signed in, with every API answer given by the bench's own server (no Mobex server):
// the bench and the screenshots open the board through it.
import type { Profile } from "@mobex/contracts/profile";
import type { Browser, BrowserContext } from "@playwright/test";
import type { ServerResponse } from "node:http";
import { avatarPng, boardEntries, profile, storedSession } from "./board-fixture";
import type { ApiHandler } from "./static-server";

const envelope = (code: number, data: unknown) =>
  JSON.stringify({ status: code < 300 ? "success" : "error", responses: [{ code, message: "OK" }], data });

export interface BoardOptions {
  readonly tiles: number;
  /** Colleagues with pictures (default); false gives every tile initials. */
  readonly avatars?: boolean;
}

export interface MockApi {
  readonly handle: ApiHandler;
  /** The board that blf/get answers from now on. */
  useBoard(options: BoardOptions): void;
}

export interface MockApiOptions {
  /** Changes to the signed-in user's profile (the chat bench turns chat on and names its XMPP server). */
  readonly profile?: Partial<Profile>;
  /** Answers of another feature, asked before the catch-all "nothing here" answer. */
  readonly more?: ApiHandler;
}

/** The JSON envelope every API answer comes in, for the handlers given as `more`. */
export function answerJson(response: ServerResponse, code: number, data: unknown): void {
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(envelope(code, data));
}

export function mockApi(options: MockApiOptions = {}): MockApi {
  let board = boardEntries(0);
  const pictures = new Map<string, Buffer>();
  const json = answerJson;
  const handle: ApiHandler = (url, request, response) => {
    if (url.pathname === "/version.txt") {
      response.end("4.4.1");
    } else if (url.pathname === "/webrtc/api/") {
      json(response, 200, { ...profile(), ...options.profile });
    } else if (url.pathname === "/webrtc/mobex/blf/get/") {
      json(response, 200, board);
    } else if (url.pathname === "/webrtc/mobex/avatar/getimage" && url.searchParams.has("hash")) {
      const phone = url.searchParams.get("name") ?? "";
      const body = pictures.get(phone) ?? avatarPng(phone);
      pictures.set(phone, body);
      // As the server answers a picture asked for by its hash: cacheable for good.
      response.writeHead(200, {
        "Content-Type": "image/png",
        "Cache-Control": "private, max-age=31536000, immutable",
      });
      response.end(body);
    } else if (url.pathname.startsWith("/webrtc/mobex/configs/")) {
      json(response, 200, { config: "blfArrange", value: null });
    } else if (options.more?.(url, request, response) === true) {
      return true;
    } else if (/^\/(api|webrtc|contacts|cloudphonebook|phones)\//.test(url.pathname)) {
      json(response, 204, null);
    } else {
      return false;
    }
    return true;
  };
  return {
    handle,
    useBoard: ({ tiles, avatars = true }) => {
      board = boardEntries(tiles, avatars);
    },
  };
}

export interface MockAppOptions {
  readonly origin: string;
  readonly theme?: "light" | "dark";
  /** Runs in every page before its scripts. */
  readonly initScript?: () => void;
}

function seedStorage({ session, theme }: { session: string; theme: string }): void {
  localStorage.setItem("auth", session);
  localStorage.setItem(
    "settings",
    JSON.stringify({ state: { themeMode: theme, showSurname: true }, version: 1 }),
  );
}

/** A browser context signed in to the app served at `origin` (serveDist with mockApi). */
export async function mockAppContext(browser: Browser, options: MockAppOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.origin,
    viewport: { width: 1440, height: 900 },
  });
  // tsx (esbuild, keepNames) wraps named inner functions in __name(); functions sent to the page need it too.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  await context.addInitScript(seedStorage, { session: storedSession(), theme: options.theme ?? "light" });
  if (options.initScript) await context.addInitScript(options.initScript);
  return context;
}
