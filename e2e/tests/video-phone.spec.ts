// A 1:1 video call at phone width (issue 11, tried at 390×844): the call drawer does not cover the
// picture; the video screen shows the remote video across the width, the own preview small in a
// corner with the camera's frames, the colleague's name and the call's state, and every control
// along the bottom within reach of a thumb — ringing, connected and sharing a screen — with nothing
// scrolling sideways. Screenshots of each state at 1440×900, 1024×768 and 390×844.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { sidewaysOverflow } from "../support/layout";
import { expect, test, waitRegistered } from "../support/media";
import { inboundVideo } from "../support/video-stats";
import { videoCallFromBoard, videoPanel, videoScreen } from "../support/video-call";

const PHONE = { width: 390, height: 844 } as const;

/** Whether a user sees this element at the middle of its box: it is what is drawn there (nothing covers it). */
function drawnOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

/** The own preview shows the camera's frames (a playing video with a picture), not a black box. */
function previewShowsFrames(page: Page): Promise<boolean> {
  return videoScreen(page)
    .getByLabel("Your video")
    .evaluate((video: HTMLVideoElement) => !video.paused && video.videoWidth > 0);
}

function everyVideoHasAFrame(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("video")).every(
      (video) => video.srcObject === null || video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    ),
  );
}

async function expectFitsThePhone(page: Page, controls: readonly string[]): Promise<void> {
  const screen = videoScreen(page);
  for (const name of controls) {
    await expect(screen.getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole("button", { name: "Show calls" })).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
}

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [{ width: 1440, height: 900 }, { width: 1024, height: 768 }, PHONE]) {
    await page.setViewportSize(size);
    // Beside the screen, the drawer shows the panel again; a video drawn anew shows its first frame.
    if (size.width > PHONE.width) await expect(videoPanel(page)).toBeVisible();
    await expect.poll(() => everyVideoHasAFrame(page)).toBe(true);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });
  }
}

test("at 390 px the video call fills the screen: picture, preview and every control in view", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(240_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  await Promise.all([dave.setViewportSize(PHONE), erin.setViewportSize(PHONE)]);
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);

  await test.step("ringing: Erin's screen names Dave and offers Answer and Decline within reach", async () => {
    await videoCallFromBoard(dave, "Erin Evans");
    await expect(videoScreen(erin).getByRole("heading", { name: "Dave Davis · 1004" })).toBeVisible();
    await expect(videoScreen(erin).getByText("Incoming video call")).toBeVisible();
    await expectFitsThePhone(erin, ["Decline", "Answer"]);
    await expect(videoScreen(dave).getByText("Calling...")).toBeVisible();
    await expectFitsThePhone(dave, ["Mute", "Turn camera off", "Share screen", "Hang Up"]);
    await shoot(erin, testInfo, "video-phone-incoming");
  });

  await test.step("connected: the remote video across the width, uncovered, the preview with frames", async () => {
    await videoScreen(erin).getByRole("button", { name: "Answer" }).click();
    await expect.poll(async () => (await inboundVideo(dave)).framesDecoded).toBeGreaterThan(20);
    for (const page of [dave, erin]) {
      const remote = videoScreen(page).getByLabel("Remote video");
      await expect(remote).toBeInViewport({ ratio: 1 });
      expect((await remote.boundingBox())?.width).toBe(PHONE.width);
      expect(await drawnOnTop(remote)).toBe(true);
      const preview = videoScreen(page).getByLabel("Your video");
      await expect(preview).toBeInViewport({ ratio: 1 });
      expect(await drawnOnTop(preview)).toBe(true);
      await expect.poll(() => previewShowsFrames(page)).toBe(true);
      await expectFitsThePhone(page, ["Mute", "Turn camera off", "Share screen", "Hang Up"]);
    }
    await shoot(dave, testInfo, "video-phone-connected");
  });

  await test.step("sharing a screen: the controls stay in view", async () => {
    await videoScreen(dave).getByRole("button", { name: "Share screen" }).click();
    await expect(videoScreen(dave).getByRole("button", { name: "Stop sharing" })).toBeVisible();
    await expectFitsThePhone(dave, ["Mute", "Turn camera off", "Stop sharing", "Hang Up"]);
    await shoot(erin, testInfo, "video-phone-screen-share-erin");
    await shoot(dave, testInfo, "video-phone-screen-share-dave");
  });

  await test.step("Dave hangs up from his phone screen: both calls end", async () => {
    await videoScreen(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(videoScreen(dave)).toHaveCount(0);
    await expect(videoScreen(erin)).toHaveCount(0);
  });
});
