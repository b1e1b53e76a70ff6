// Serves the built web app (apps/web/dist) with the single-page fallback, on a free loopback port,
// and hands API paths to `api` when given (the bench's mocked answers). A real server rather than
// page.route: Playwright's routing turns the browser's HTTP cache off, and a board's pictures are
// cached for good in real use (a picture's URL carries its hash).
import { readFile } from "node:fs/promises";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/** Answers a request and returns true, or returns false to let the built app's files answer. */
export type ApiHandler = (url: URL, request: IncomingMessage, response: ServerResponse) => boolean;

export async function serveDist(dist: string, api?: ApiHandler): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (api?.(url, request, response) === true) return;
    const path = normalize(decodeURIComponent(url.pathname));
    const file = extname(path) === "" ? "index.html" : path;
    readFile(join(dist, file)).then(
      (body) => {
        response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
