// `npm run bench:chat [-- --messages 10000 --runs 3 --step 400 --max-seconds 180]`: a conversation of N
// archived messages in headless Chromium (Debian's /usr/bin/chromium), against the built app
// (`node scripts/build.mjs` first). The bench's own server answers every API call (bench/web-board's
// mock app, plus the chat API's pages of 30 by lastSequ, chat-api.ts) and runs the real XMPP server
// for the chat's session (chat-xmpp.ts). Prints the time to open the conversation and show its
// newest message, then scrolls up by a fixed step per frame until the first message is on screen
// (history pages loaded as the top is reached, spec 2 §4) and prints the time that took, the frame
// durations (p50/p95), the main thread's work per frame (the steadier figure on a busy machine), the
// long tasks, the DOM's element count at the end (virtualisation keeps it bounded) and the JS heap.
// The page functions below run in the browser, so this file also knows the DOM.
/// <reference lib="dom" />
import type { Profile } from "@mobex/contracts/profile";
import { chromium } from "@playwright/test";
import { ms, percentile } from "../sip/stats";
import { builtApp, type MainThreadWork, mainThreadWork, numberOption } from "../support/browser-bench";
import { mockApi, mockAppContext } from "../web-board/mock-app";
import { serveDist } from "../web-board/static-server";
import { chatApi } from "./chat-api";
import { COLLEAGUE, conversation } from "./chat-fixture";
import { serveXmpp } from "./chat-xmpp";

const MESSAGES = numberOption("messages", 10_000);
const RUNS = numberOption("runs", 3);
/** Pixels scrolled up per frame: a quick flick, several screens a second. */
const STEP = numberOption("step", 400);
/** Each run's scroll stops here even if the first message was not reached (then it says so). */
const MAX_SECONDS = numberOption("max-seconds", 180);
const dist = builtApp();

/** Whether the list shows message `id` (the fixture ends every body with "(#id)"). */
function shows(id: number): boolean {
  return document.querySelector('[aria-label="Messages"]')?.textContent?.includes(`(#${id})`) === true;
}

// Runs in the page before its scripts: notes when the newest message is on screen, and every long task.
function watchPage(newest: number): void {
  const probe = window as unknown as { __newestMs?: number; __longTasks: number[] };
  probe.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    const list = document.querySelector('[aria-label="Messages"]');
    if (list?.textContent?.includes(`(#${newest})`) === true) probe.__newestMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

interface ScrollResult {
  readonly durations: number[];
  /** From the first scrolled frame to the frame that showed message #1; null if not reached in time. */
  readonly toFirstMs: number | null;
  readonly longTasks: number[];
}

/** Scrolls the conversation up by `step` px a frame until message #1 is on screen (or `maxMs` passed). */
function scrollToFirst({ step, maxMs }: { step: number; maxMs: number }): Promise<ScrollResult> {
  return new Promise((done) => {
    const probe = window as unknown as { __longTasks: number[] };
    const scroller = document.querySelector('[aria-label="Messages"]')?.parentElement;
    if (!scroller) throw new Error("no message list");
    const firstShown = () => scroller.textContent?.includes("(#1)") === true;
    const longTasksBefore = probe.__longTasks.length;
    const durations: number[] = [];
    let started = 0;
    let last = 0;
    const frame = (now: number) => {
      durations.push(now - last);
      last = now;
      if (firstShown() || now - started > maxMs) {
        done({
          durations,
          toFirstMs: firstShown() ? now - started : null,
          longTasks: probe.__longTasks.slice(longTasksBefore),
        });
        return;
      }
      scroller.scrollTop -= step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      started = now;
      last = now;
      scroller.scrollTop -= step;
      requestAnimationFrame(frame);
    });
  });
}

const history = conversation(MESSAGES);
const chat = chatApi(history);
const chatProfile: Partial<Profile> = { chat_support: "1", chat_disabled: "0", xmpp_ws_url: "" };
const api = mockApi({ profile: chatProfile, more: chat.handle });
const { url, server } = await serveDist(dist, api.handle);
chatProfile.xmpp_ws_url = `${url.replace("http", "ws")}/xmpp-websocket`;
const xmpp = serveXmpp(server, url);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });

interface Run {
  readonly newestMs: number;
  readonly afterAnswerMs: number;
  readonly toFirstMs: number | null;
  readonly pages: number;
  readonly frames: number[];
  readonly work: MainThreadWork;
  readonly longTasks: number[];
  readonly elements: number;
  readonly heapMb: number;
  readonly signedIn: boolean;
}
const runs: Run[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    chat.historyPages = 0;
    const context = await mockAppContext(browser, { origin: url });
    await context.addInitScript(watchPage, MESSAGES);
    const page = await context.newPage();
    await page.goto(`/chat/${COLLEAGUE.extension}`);
    await page
      .waitForFunction(() => (window as { __newestMs?: number }).__newestMs !== undefined, null, {
        timeout: 60_000,
      })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: "test-results/chat-bench-failure.png" });
        throw new Error(
          `the newest message never showed (test-results/chat-bench-failure.png, at ${page.url()})`,
          {
            cause: error,
          },
        );
      });
    const opened = await page.evaluate(() => {
      const answer = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/chat/history")) as PerformanceResourceTiming | undefined;
      const newest = (window as { __newestMs?: number }).__newestMs ?? Number.NaN;
      return { newest, answer: answer?.responseEnd ?? Number.NaN };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const before = await mainThreadWork(cdp);
    const scroll = await page.evaluate(scrollToFirst, { step: STEP, maxMs: MAX_SECONDS * 1000 });
    const after = await mainThreadWork(cdp);
    await cdp.send("HeapProfiler.collectGarbage");
    const settled = await mainThreadWork(cdp);
    const frameCount = scroll.durations.length;
    const result: Run = {
      newestMs: opened.newest,
      afterAnswerMs: opened.newest - opened.answer,
      toFirstMs: scroll.toFirstMs,
      pages: chat.historyPages,
      frames: scroll.durations,
      work: {
        task: (after.task - before.task) / frameCount,
        script: (after.script - before.script) / frameCount,
        style: (after.style - before.style) / frameCount,
        layout: (after.layout - before.layout) / frameCount,
      },
      longTasks: scroll.longTasks,
      elements: await page.evaluate(() => document.getElementsByTagName("*").length),
      heapMb: settled.heapMb,
      signedIn: xmpp.sessions.countOf(`400011001@mobex.local`) > 0,
    };
    // The first message really is the conversation's first, not a page that stopped short.
    if (result.toFirstMs !== null && !(await page.evaluate(shows, 1)))
      throw new Error("message #1 left the screen");
    runs.push(result);
    console.log(
      `run ${run}: newest message ${ms(result.newestMs)} after navigation (${ms(result.afterAnswerMs)} after the ` +
        `first history answer); first message ${result.toFirstMs === null ? `not reached in ${MAX_SECONDS} s` : `after ${ms(result.toFirstMs)}`} ` +
        `of scrolling, ${result.pages} history pages; frames p50 ${ms(percentile(result.frames, 50))}, ` +
        `p95 ${ms(percentile(result.frames, 95))}; ${result.longTasks.length} long tasks; ` +
        `${result.elements} elements, heap ${result.heapMb.toFixed(1)} MB; XMPP ${result.signedIn ? "signed in" : "NOT signed in"}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  xmpp.close();
  server.close();
}

const median = (pick: (run: Run) => number) => percentile(runs.map(pick), 50);
const frames = runs.flatMap((run) => run.frames);
const longTasks = runs.flatMap((run) => run.longTasks);
const reached = runs.filter((run) => run.toFirstMs !== null);
console.log(
  `\nconversation of ${MESSAGES} messages, ${RUNS} runs, scrolling up ${STEP} px a frame (headless Chromium, 1440×900)`,
);
console.log(
  `newest message on screen: median ${ms(median((run) => run.newestMs))} after navigation, ` +
    `${ms(median((run) => run.afterAnswerMs))} after the first history answer`,
);
console.log(
  `first message reached in ${reached.length}/${runs.length} runs: median ${
    reached.length === 0
      ? "–"
      : ms(
          percentile(
            reached.map((run) => run.toFirstMs ?? 0),
            50,
          ),
        )
  } ` + `of scrolling (${median((run) => run.pages)} history pages of 30)`,
);
console.log(
  `scroll frames (${frames.length}): p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, ` +
    `max ${ms(Math.max(...frames))}, ${frames.filter((frame) => frame > 50).length} over 50 ms`,
);
console.log(
  `main-thread work per scroll frame (median of runs): ${ms(median((run) => run.work.task))} in all; ` +
    `script ${ms(median((run) => run.work.script))}, style ${ms(median((run) => run.work.style))}, ` +
    `layout ${ms(median((run) => run.work.layout))}`,
);
console.log(
  `long tasks while scrolling: ${longTasks.length} (${(longTasks.length / runs.length).toFixed(1)} a run, ` +
    `${(
      longTasks.length /
      Math.max(
        1,
        runs.reduce((sum, run) => sum + run.pages, 0),
      )
    ).toFixed(2)} per history page), ` +
    `p50 ${longTasks.length === 0 ? "–" : ms(percentile(longTasks, 50))}, max ${longTasks.length === 0 ? "–" : ms(Math.max(...longTasks))}`,
);
console.log(
  `at the end: ${Math.round(median((run) => run.elements))} DOM elements, JS heap ${median((run) => run.heapMb).toFixed(1)} MB after GC`,
);
