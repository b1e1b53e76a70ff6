// 1:1 video calls (issue 11; spec 1 §2 Video call panel and `video` route, §4 Video call, §8 Video
// texts, §9 video constants), proven by getStats() — never by screenshots: both sides decode frames
// and receive audio; the camera switched off stops the far side's frames and on resumes them; a
// shared screen keeps frames flowing at the screen's size; refused and cancelled offers say so; the
// callee's second device stops ringing when the first answers.
import type { Page, TestInfo } from "@playwright/test";
import { expect, packetsReceived, test, waitRegistered } from "../support/media";
import { framesDecodedDuring, inboundVideo, sentVideoTrack } from "../support/video-stats";
import { screenshotAtWidths } from "../support/screenshots";
import { VIDEO_ONLINE_TIMEOUT_MS, videoCallFromBoard, videoPanel } from "../support/video-call";

const panel = videoPanel;

const shoot = (page: Page, testInfo: TestInfo, name: string) => screenshotAtWidths(page, testInfo, name);

test("a video call: both sides see and hear each other, switch the camera off and on, share a screen", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(240_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);

  await test.step("Dave calls Erin by video: he is 'Calling...', she sees 'Incoming video call'", async () => {
    await videoCallFromBoard(dave, "Erin Evans");
    await expect(panel(dave).getByText("Calling...")).toBeVisible();
    await expect(panel(erin).getByText("Incoming video call")).toBeVisible();
    await expect(panel(erin)).toContainText("Dave Davis");
    // spec 1 §2: the video route is entered while a video call exists.
    await expect(dave).toHaveURL(/\/video$/);
    await expect(erin).toHaveURL(/\/video$/);
    await shoot(erin, testInfo, "video-incoming");
  });

  await test.step("Erin answers: both decode the other's frames and receive audio", async () => {
    await panel(erin).getByRole("button", { name: "Answer" }).click();
    await expect.poll(async () => (await inboundVideo(dave)).framesDecoded).toBeGreaterThan(20);
    await expect.poll(async () => (await inboundVideo(erin)).framesDecoded).toBeGreaterThan(20);
    await expect.poll(() => packetsReceived(dave)).toBeGreaterThan(25);
    await expect.poll(() => packetsReceived(erin)).toBeGreaterThan(25);
    await expect(panel(dave).getByText("Connected")).toBeVisible();
    await shoot(dave, testInfo, "video-connected");
  });

  await test.step("Erin turns her camera off: Dave's frames stop; on again, they resume", async () => {
    await panel(erin).getByRole("button", { name: "Turn camera off" }).click();
    await expect(panel(erin).getByRole("button", { name: "Turn camera on" })).toBeVisible();
    await expect.poll(() => framesDecodedDuring(dave)).toBe(0);
    // Her own frames still reach her.
    await expect.poll(() => framesDecodedDuring(erin)).toBeGreaterThan(0);
    await panel(erin).getByRole("button", { name: "Turn camera on" }).click();
    await expect.poll(() => framesDecodedDuring(dave)).toBeGreaterThan(3);
  });

  await test.step("Dave shares his screen: Erin keeps decoding frames, now at the screen's size", async () => {
    const camera = await sentVideoTrack(dave);
    await panel(dave).getByRole("button", { name: "Share screen" }).click();
    await expect(panel(dave).getByRole("button", { name: "Stop sharing" })).toBeVisible();
    const screen = await sentVideoTrack(dave);
    expect(screen).not.toBeNull();
    expect(screen).not.toEqual(camera);
    await expect.poll(() => framesDecodedDuring(erin)).toBeGreaterThan(3);
    // The encoder may scale under the 256 kbit/s cap (spec 1 §9), never change the shape.
    await expect
      .poll(async () => {
        const { frameWidth, frameHeight } = await inboundVideo(erin);
        return frameHeight === 0 ? 0 : Math.round((frameWidth / frameHeight) * 100);
      })
      .toBe(Math.round(((screen?.width ?? 0) / (screen?.height ?? 1)) * 100));
    await shoot(erin, testInfo, "video-screen-share");
    await panel(dave).getByRole("button", { name: "Stop sharing" }).click();
    await expect(panel(dave).getByRole("button", { name: "Share screen" })).toBeVisible();
    await expect.poll(() => framesDecodedDuring(erin)).toBeGreaterThan(3);
  });

  await test.step("Dave hangs up: both panels go, and both leave the video route", async () => {
    await panel(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(panel(dave)).toHaveCount(0);
    await expect(panel(erin)).toHaveCount(0);
    await expect(erin).not.toHaveURL(/\/video$/);
    await expect(dave).not.toHaveURL(/\/video$/);
  });
});

test("a refused video call says 'Video call was declined'; a cancelled one stops the ringing and is missed", async ({
  phonePage,
}) => {
  test.setTimeout(180_000);
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  await Promise.all([waitRegistered(frank), waitRegistered(grace)]);

  await test.step("Grace declines: Frank reads 'Video call was declined'", async () => {
    await videoCallFromBoard(frank, "Grace Green");
    await panel(grace).getByRole("button", { name: "Decline" }).click();
    await expect(frank.getByText("Video call was declined")).toBeVisible();
    await expect(panel(frank)).toHaveCount(0);
    await expect(panel(grace)).toHaveCount(0);
    await frank.getByRole("alert").getByRole("button", { name: "Close" }).click();
    await expect(frank.getByText("Video call was declined")).toHaveCount(0);
  });

  await test.step("Frank calls again and hangs up before she answers: her ringing stops, a missed video call", async () => {
    await videoCallFromBoard(frank, "Grace Green");
    await expect(panel(grace).getByText("Incoming video call")).toBeVisible();
    await panel(frank).getByRole("button", { name: "Hang Up" }).click();
    await expect(panel(grace)).toHaveCount(0);
    await grace.getByRole("button", { name: /^Notifications/ }).click();
    await expect(
      grace.getByRole("dialog", { name: "Notifications" }).getByText("Missed Video Call"),
    ).toBeVisible();
  });
});

test("the callee's second device stops ringing when the first answers", async ({ phonePage }) => {
  test.setTimeout(180_000);
  const henry = await phonePage("henry@example.com");
  const aliceDesk = await phonePage("alice@example.com");
  const aliceLaptop = await phonePage("alice@example.com");
  await Promise.all([waitRegistered(henry), waitRegistered(aliceDesk), waitRegistered(aliceLaptop)]);

  await videoCallFromBoard(henry, "Alice Adams");
  // The board offers video once one of Alice's devices is online with video; each device's video
  // socket connects once its phone is ready, so either may still be on its way.
  await expect(panel(aliceDesk).getByText("Incoming video call")).toBeVisible({
    timeout: VIDEO_ONLINE_TIMEOUT_MS,
  });
  await expect(panel(aliceLaptop).getByText("Incoming video call")).toBeVisible({
    timeout: VIDEO_ONLINE_TIMEOUT_MS,
  });
  await panel(aliceDesk).getByRole("button", { name: "Answer" }).click();
  await expect(panel(aliceLaptop)).toHaveCount(0);
  await expect.poll(async () => (await inboundVideo(henry)).framesDecoded).toBeGreaterThan(10);
  await expect.poll(async () => (await inboundVideo(aliceDesk)).framesDecoded).toBeGreaterThan(10);
  await panel(henry).getByRole("button", { name: "Hang Up" }).click();
  await expect(panel(aliceDesk)).toHaveCount(0);
});
