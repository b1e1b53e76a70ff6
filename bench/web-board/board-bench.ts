// `npm run bench:board [-- --tiles 1000 --runs 3 --frames 300 --no-avatars]`: the presence board with N tiles in
// headless Chromium (Debian's /usr/bin/chromium), against the built app (`node scripts/build.mjs`
// first) with every API answer mocked by the bench's own HTTP server — no Mobex server. Prints the time to the first
// rendered tile (from navigation, and from the blf/get answer), the frame durations (p50/p95) over a
// scripted scroll through the whole board, and the main thread's work per frame during that scroll
// (the steadier figure on a busy machine: frame durations snap to 16.7 ms steps).
// The page functions below run in the browser, so this file also knows the DOM.
/// <reference lib="dom" />
import { chromium } from "@playwright/test";
import { ms, percentile } from "../sip/stats";
import { builtApp, type MainThreadWork, mainThreadWork, numberOption } from "../support/browser-bench";
import { mockApi, mockAppContext } from "./mock-app";
import { serveDist } from "./static-server";

const TILES = numberOption("tiles", 1_000);
const RUNS = numberOption("runs", 3);
const FRAMES = numberOption("frames", 300);
const AVATARS = !process.argv.includes("--no-avatars");
const dist = builtApp();

// Runs in the page before its scripts: notes the moment the first tile is on screen.
function watchFirstTile(): void {
  const probe = window as unknown as { __firstTileMs?: number };
  const check = () => {
    if (document.querySelector('[aria-label="Presence board"] [role="listitem"]')) {
      probe.__firstTileMs = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Scrolls the board down and back by a fixed step per frame; returns each frame's duration. */
function scrollFrames(frames: number): Promise<number[]> {
  return new Promise((done) => {
    const list = document.querySelector('[aria-label="Presence board"]');
    const scroller = list?.parentElement;
    if (!scroller) throw new Error("no board");
    const step = Math.max(40, Math.ceil((scroller.scrollHeight - scroller.clientHeight) / (frames / 2)));
    const durations: number[] = [];
    let direction = 1;
    let last = performance.now();
    const frame = (now: number) => {
      durations.push(now - last);
      last = now;
      const max = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop + step * direction > max || scroller.scrollTop + step * direction < 0)
        direction *= -1;
      scroller.scrollTop += step * direction;
      if (durations.length > frames) done(durations.slice(1));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(frame);
    });
  });
}

const api = mockApi();
api.useBoard({ tiles: TILES, avatars: AVATARS });
const { url, server } = await serveDist(dist, api.handle);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const firstTile: number[] = [];
const afterAnswer: number[] = [];
const frames: number[] = [];
const work: MainThreadWork[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await mockAppContext(browser, { origin: url, initScript: watchFirstTile });
    const page = await context.newPage();
    await page.goto("/blf");
    await page.waitForFunction(() => (window as { __firstTileMs?: number }).__firstTileMs !== undefined);
    const timing = await page.evaluate(() => {
      const answer = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/blf/get/")) as PerformanceResourceTiming | undefined;
      const tile = (window as { __firstTileMs?: number }).__firstTileMs ?? Number.NaN;
      return {
        tile,
        answer: answer?.responseEnd ?? Number.NaN,
        mounted: document.querySelectorAll('[aria-label="Presence board"] [role="listitem"]').length,
        total: document.querySelector('[aria-label^="Total"]')?.textContent ?? "?",
      };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const workBefore = await mainThreadWork(cdp);
    const durations = await page.evaluate(scrollFrames, FRAMES);
    const workAfter = await mainThreadWork(cdp);
    work.push({
      task: (workAfter.task - workBefore.task) / FRAMES,
      script: (workAfter.script - workBefore.script) / FRAMES,
      style: (workAfter.style - workBefore.style) / FRAMES,
      layout: (workAfter.layout - workBefore.layout) / FRAMES,
    });
    firstTile.push(timing.tile);
    afterAnswer.push(timing.tile - timing.answer);
    frames.push(...durations);
    console.log(
      `run ${run}: first tile ${ms(timing.tile)} after navigation, ${ms(timing.tile - timing.answer)} after the ` +
        `blf/get answer; ${timing.mounted} tiles mounted of ${timing.total}; scroll p50 ${ms(percentile(durations, 50))}, ` +
        `p95 ${ms(percentile(durations, 95))}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const long = frames.filter((duration) => duration > 50).length;
console.log(
  `\npresence board, ${TILES} tiles${AVATARS ? ", 3 in 4 with a picture" : ", initials only"}, ${RUNS} runs (headless Chromium, 1440×900)`,
);
console.log(`time to first tile after navigation: median ${ms(percentile(firstTile, 50))}`);
console.log(`time to first tile after the blf/get answer: median ${ms(percentile(afterAnswer, 50))}`);
console.log(
  `scroll frames (${frames.length}): mean ${ms(frames.reduce((sum, frame) => sum + frame, 0) / frames.length)}, ` +
    `p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, ` +
    `max ${ms(Math.max(...frames))}, ${long} over 50 ms`,
);
const median = (pick: (run: MainThreadWork) => number) => ms(percentile(work.map(pick), 50));
console.log(
  `main-thread work per scroll frame (median of runs): ${median((run) => run.task)} in all; ` +
    `script ${median((run) => run.script)}, style ${median((run) => run.style)}, layout ${median((run) => run.layout)}`,
);
