// The embedded SFU speaks Janus as the official janus.js (npm `janus-gateway`) expects (issue 14:
// "Follow Janus 1.x message shapes exactly: the same web client must work unchanged against a real
// Janus"), shown the other way round: Meetecho's own client, driven as its multistream VideoRoom and
// TextRoom demos drive it, works unchanged against our /janus. Two janus.js clients publish, subscribe
// to each other by feed + mid and decode the frames (getStats), chat over TextRoom data channels
// (janus.js opens one of its own), one restarts its publisher's ICE as janus.js does, and one leaving
// is told to the other; then a janus.js client and a Mobex room page see, hear and chat with each
// other. janus-frames.txt in the test's output has every Janus frame and janus.js's console warnings.
import { writeFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { createRoom, joinRoom, ROOM_PIN, tile, videosDecoding } from "../support/conference";
import {
  janusJsChat,
  janusJsLeave,
  janusJsPublisherUfrag,
  janusJsRestartIce,
  janusJsState,
  type JanusJsOptions,
  startJanusJsClient,
} from "../support/janus-js-client";
import { openJanusJsPage } from "../support/janus-js-page";
import { framesDecodedDuring } from "../support/video-stats";
import { screenshotSideBySide } from "../support/side-by-side";
import { expect, inboundAudio, test } from "../support/media";

const MEDIA_TIMEOUT_MS = 30_000;

function janusUrl(appUrl: string): string {
  return `${appUrl.replace(/^http/, "ws")}/janus`;
}

/** A janus.js page in the room, publishing its camera and microphone. */
async function janusJsParticipant(open: () => Promise<Page>, options: JanusJsOptions): Promise<Page> {
  const page = await open();
  await page.evaluate(startJanusJsClient, options);
  return page;
}

/** Audio packets the page's connections received, all together. */
async function audioPackets(page: Page): Promise<number> {
  return (await inboundAudio(page)).reduce((sum, audio) => sum + audio.packetsReceived, 0);
}

async function chatTexts(page: Page): Promise<unknown[]> {
  return (await janusJsState(page)).chat
    .filter((message) => message["textroom"] === "message")
    .map((message) => message["text"]);
}

/** The TextRoom join's reply (with the participants list) came back on one of janus.js's channels. */
async function waitChatJoined(page: Page): Promise<void> {
  await expect
    .poll(async () => (await janusJsState(page)).chat.some((m) => Array.isArray(m["participants"])))
    .toBe(true);
}

test("two janus.js clients publish, subscribe by feed and mid, chat over TextRoom and see each other leave", async ({
  phonePage,
  browser,
  appUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  const into = { contexts: [] as BrowserContext[], frames: [] as string[], pageErrors: [] as string[] };
  const roomId = await createRoom(await phonePage("frank@example.com"));
  const base = { server: janusUrl(appUrl), room: roomId, pin: ROOM_PIN };
  const open = () => openJanusJsPage(browser, appUrl, into);
  try {
    const ada = await janusJsParticipant(open, { ...base, id: "4101ada", display: "Ada (janus.js)" });
    const ben = await janusJsParticipant(open, { ...base, id: "4102ben", display: "Ben (janus.js)" });

    await test.step("each decodes the other's video and gets the audio: subscribed with streams [{feed, mid}]", async () => {
      for (const page of [ada, ben])
        await expect.poll(() => videosDecoding(page, 20), { timeout: MEDIA_TIMEOUT_MS }).toBe(1);
      for (const page of [ada, ben])
        await expect.poll(() => audioPackets(page), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(25);
      expect((await janusJsState(ada)).remoteVideoFeeds).toEqual(["4102ben"]);
      expect((await janusJsState(ben)).remoteVideoFeeds).toEqual(["4101ada"]);
    });

    await test.step("TextRoom messages go both ways over janus.js's data channels", async () => {
      for (const page of [ada, ben]) await waitChatJoined(page);
      await janusJsChat(ada, "Hello from Ada");
      await expect.poll(() => chatTexts(ben)).toContain("Hello from Ada");
      await janusJsChat(ben, "Hello back from Ben");
      await expect.poll(() => chatTexts(ada)).toContain("Hello back from Ben");
    });

    await test.step("janus.js restarts its publisher's ICE (iceRestart offer + configure): Ben still decodes Ada", async () => {
      const before = await janusJsPublisherUfrag(ada);
      await janusJsRestartIce(ada);
      await expect.poll(() => janusJsPublisherUfrag(ada)).not.toBe(before);
      await expect.poll(() => framesDecodedDuring(ben), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(0);
    });

    await test.step("Ben leaves: Ada's janus.js is told (unpublished, leaving) and his video ends", async () => {
      await janusJsLeave(ben);
      // Janus's order: the feed goes (unpublished), then its publisher (leaving).
      await expect
        .poll(async () =>
          (await janusJsState(ada)).events
            .filter((event) => event["unpublished"] === "4102ben" || event["leaving"] === "4102ben")
            .map((event) => ("unpublished" in event ? "unpublished" : "leaving")),
        )
        .toEqual(["unpublished", "leaving"]);
      await expect.poll(async () => (await janusJsState(ada)).remoteVideoFeeds).toEqual([]);
    });

    expect((await janusJsState(ada)).errors, "errors janus.js reported").toEqual([]);
    expect(into.pageErrors, "uncaught errors in the janus.js pages").toEqual([]);
  } finally {
    await writeFile(testInfo.outputPath("janus-frames.txt"), into.frames.join("\n"));
    await Promise.all(into.contexts.map((context) => context.close()));
  }
});

test("a janus.js client and a Mobex room page see each other in one room", async ({
  phonePage,
  browser,
  appUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  const into = { contexts: [] as BrowserContext[], frames: [] as string[], pageErrors: [] as string[] };
  const frank = await phonePage("frank@example.com");
  const roomId = await createRoom(frank);
  try {
    await joinRoom(frank, roomId, "Frank");
    const jules = await janusJsParticipant(() => openJanusJsPage(browser, appUrl, into), {
      server: janusUrl(appUrl),
      room: roomId,
      pin: ROOM_PIN,
      id: "4103jules",
      display: "Jules (janus.js)",
    });

    await test.step("Frank's room shows the janus.js participant's tile, decodes its video and gets its audio", async () => {
      await expect(tile(frank, "Jules (janus.js)")).toBeVisible({ timeout: MEDIA_TIMEOUT_MS });
      await expect.poll(() => videosDecoding(frank, 20), { timeout: MEDIA_TIMEOUT_MS }).toBe(1);
      await expect.poll(() => audioPackets(frank), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(25);
    });

    await test.step("janus.js subscribes to Frank's camera and microphone and decodes them", async () => {
      await expect.poll(() => audioPackets(jules), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(25);
      await expect.poll(() => videosDecoding(jules, 20), { timeout: MEDIA_TIMEOUT_MS }).toBe(1);
      expect((await janusJsState(jules)).remoteVideoFeeds).toHaveLength(1);
    });

    await test.step("room chat both ways between Frank's chat panel and janus.js's TextRoom", async () => {
      await waitChatJoined(jules);
      // spec 2 §4: the controls show again when the pointer moves.
      await frank.mouse.move(240, 300);
      await frank
        .getByRole("toolbar", { name: "Room controls" })
        .getByRole("button", { name: "Chat" })
        .click();
      const log = frank.getByRole("log", { name: "Room chat" });
      await janusJsChat(jules, "Hello from janus.js");
      await expect(log).toContainText("Hello from janus.js");
      await frank.getByRole("textbox", { name: "Message" }).fill("Hello from Mobex");
      await frank.getByRole("textbox", { name: "Message" }).press("Enter");
      await expect.poll(() => chatTexts(jules)).toContain("Hello from Mobex");
      await screenshotSideBySide(jules, frank, testInfo, "conference-standard-client");
    });

    expect((await janusJsState(jules)).errors, "errors janus.js reported").toEqual([]);
    expect(into.pageErrors, "uncaught errors in the janus.js page").toEqual([]);
  } finally {
    await writeFile(testInfo.outputPath("janus-frames.txt"), into.frames.join("\n"));
    await Promise.all(into.contexts.map((context) => context.close()));
  }
});
