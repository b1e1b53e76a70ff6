// Bytes on the wire as Chromium counts them (CDP Network.loadingFinished encodedDataLength: the
// compressed body plus the response headers), for every HTTP request a page makes, with the HTTP
// cache off so that each figure is a first visit. Shared by e2e/tests/delivery.spec.ts and
// bench/web-login (ARCHITECTURE.md budgets: login page ≤ 150 KB, login + home ≤ 250 KB).
import type { CDPSession, Page } from "@playwright/test";

export interface WireRequest {
  readonly url: string;
  readonly bytes: number;
  /** The order in which the page started the request (see `WireLog.mark`). */
  readonly sequence: number;
}

export interface WireLog {
  /** Requests finished so far, in the order they finished. */
  readonly finished: readonly WireRequest[];
  /** Resolves once no request the page started is still under way. */
  settled(): Promise<void>;
  /** A point in the page's life: requests with a lower `sequence` were started before it. */
  mark(): number;
  detach(): Promise<void>;
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function totalBytes(requests: readonly WireRequest[]): number {
  return requests.reduce((sum, request) => sum + request.bytes, 0);
}

/** Starts counting before the page loads anything: call it before page.goto. */
export async function recordWireBytes(page: Page): Promise<WireLog> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const pending = new Map<string, { url: string; sequence: number }>();
  let started = 0;
  const finished: WireRequest[] = [];
  let waiters: (() => void)[] = [];
  const settle = (requestId: string) => {
    pending.delete(requestId);
    if (pending.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };

  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    // A redirect reuses the request id; its first hop's bytes come with the final loadingFinished.
    if (request.url.startsWith("data:")) return;
    const sequence = pending.get(requestId)?.sequence ?? started++;
    pending.set(requestId, { url: request.url, sequence });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const request = pending.get(requestId);
    if (request === undefined) return;
    finished.push({ ...request, bytes: encodedDataLength });
    settle(requestId);
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => settle(requestId));
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

  return {
    finished,
    settled: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake))),
    mark: () => started,
    detach: () => cdp.detach(),
  };
}

/** The path of each JavaScript file among `requests`, e.g. /assets/home-page-Ab12.js. */
export function scriptPaths(requests: readonly WireRequest[]): string[] {
  return requests.map((request) => new URL(request.url).pathname).filter((path) => path.endsWith(".js"));
}
