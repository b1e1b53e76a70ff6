// A video call and SIP calls together (issue 11; spec 1 §4 Voice call: "An incoming call is ignored
// when another call is answered and call waiting is off"; "An outgoing call becomes active and puts
// the others on hold. Becoming active unholds; becoming inactive holds"), proven by getStats(): a
// held video call sends nothing, so the far side's frames and audio packets stop, and resume.
import type { Locator, Page, TestInfo } from "@playwright/test";
import {
  callDrawer,
  connect,
  dialFromHome,
  drawerShows,
  expect,
  inboundDuring,
  test,
  waitRegistered,
} from "../support/media";
import { framesDecodedDuring, inboundVideo } from "../support/video-stats";
import { screenshotAtWidths } from "../support/screenshots";
import { videoCallFromBoard, videoPanel } from "../support/video-call";

/** The SIP call in the drawer, beside the video call. */
const sipCard = (page: Page): Locator => callDrawer(page).getByRole("region", { name: /^Call with/ });

/** `caller` video-calls `callee`, who answers: both decode the other's frames. */
async function videoConnect(caller: Page, callee: Page, calleeName: string): Promise<void> {
  await videoCallFromBoard(caller, calleeName);
  await videoPanel(callee).getByRole("button", { name: "Answer" }).click();
  await expect.poll(async () => (await inboundVideo(caller)).framesDecoded).toBeGreaterThan(10);
  await expect.poll(async () => (await inboundVideo(callee)).framesDecoded).toBeGreaterThan(10);
}

async function turnCallWaitingOff(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account settings" }).click();
  const menu = page.getByRole("dialog", { name: "Account settings" });
  await menu.getByRole("switch", { name: "Call waiting" }).click();
  await expect(menu.getByRole("switch", { name: "Call waiting" })).not.toBeChecked();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

/** The far side of a held video call receives nothing: no frames, no audio packets. */
async function expectNothingArrives(page: Page): Promise<void> {
  await expect.poll(() => framesDecodedDuring(page)).toBe(0);
  await expect.poll(async () => (await inboundDuring(page)).packets).toBe(0);
}

async function expectMediaArrives(page: Page): Promise<void> {
  await expect.poll(() => framesDecodedDuring(page)).toBeGreaterThan(3);
  await expect.poll(async () => (await inboundDuring(page)).packets).toBeGreaterThan(10);
}

const shoot = (page: Page, testInfo: TestInfo, name: string) => screenshotAtWidths(page, testInfo, name);

test("a SIP call during a video call rings as call waiting; answering it holds the video call, which resumes", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(240_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin), waitRegistered(carol)]);
  await videoConnect(dave, erin, "Erin Evans");

  await test.step("Carol calls Dave: it waits beside the video call, which goes on", async () => {
    await dialFromHome(carol, "1004");
    await expect(sipCard(dave).getByText("Incoming Call...")).toBeVisible();
    await expect(sipCard(dave).getByRole("button", { name: "Decline" })).toBeVisible();
    await expect(videoPanel(dave).getByText("Connected")).toBeVisible();
    await expectMediaArrives(erin);
    await shoot(dave, testInfo, "sip-waiting-beside-video");
  });

  await test.step("Dave answers Carol: the video call is on hold, Erin receives nothing", async () => {
    await sipCard(dave).getByRole("button", { name: "Answer" }).click();
    await expect(videoPanel(dave).getByText("On hold", { exact: true })).toBeVisible();
    await expectNothingArrives(erin);
    await expect.poll(async () => (await inboundDuring(carol)).packets).toBeGreaterThan(10);
    await shoot(dave, testInfo, "video-on-hold");
  });

  await test.step("Resume video call: Erin's media is back and Carol's call is on hold", async () => {
    await videoPanel(dave).getByRole("button", { name: "Resume video call" }).click();
    await expect(videoPanel(dave).getByText("On hold", { exact: true })).toBeHidden();
    await expectMediaArrives(erin);
    await expect(sipCard(dave).getByRole("button", { name: "Resume", exact: true })).toBeVisible();
    await expect(callDrawer(carol).getByText("Held by the other party")).toBeVisible();
  });

  await test.step("Dave resumes Carol (the video call holds again); her hang-up resumes the video call", async () => {
    await sipCard(dave).getByRole("button", { name: "Resume", exact: true }).click();
    await expect(videoPanel(dave).getByText("On hold", { exact: true })).toBeVisible();
    await expectNothingArrives(erin);
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(videoPanel(dave).getByText("On hold", { exact: true })).toBeHidden();
    await expectMediaArrives(erin);
  });

  await videoPanel(dave).getByRole("button", { name: "Hang Up" }).click();
});

test("with call waiting off, a SIP call during a video call is ignored as busy", async ({ phonePage }) => {
  test.setTimeout(180_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin), waitRegistered(carol)]);
  await turnCallWaitingOff(dave);
  await videoConnect(dave, erin, "Erin Evans");

  // The failed call's words show only until its session closes: watched from before the dial.
  const turnedAway = drawerShows(carol, "Busy");
  await dialFromHome(carol, "1004");
  await turnedAway;
  await expect(sipCard(dave)).toHaveCount(0);
  await expectMediaArrives(erin);
  await videoPanel(dave).getByRole("button", { name: "Hang Up" }).click();
});

test("a video offer during a SIP call rings, and answering it holds the SIP call; with call waiting off the caller reads 'User unavailable'", async ({
  phonePage,
}) => {
  test.setTimeout(240_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin), waitRegistered(carol)]);
  await connect(carol, dave, "1004");

  await test.step("Erin video-calls Dave: it rings beside his SIP call; answering holds Carol", async () => {
    await videoCallFromBoard(erin, "Dave Davis");
    await expect(videoPanel(dave).getByText("Incoming video call")).toBeVisible();
    await videoPanel(dave).getByRole("button", { name: "Answer" }).click();
    await expect(sipCard(dave).getByRole("button", { name: "Resume", exact: true })).toBeVisible();
    await expect(callDrawer(carol).getByText("Held by the other party")).toBeVisible();
    await expect.poll(async () => (await inboundVideo(erin)).framesDecoded).toBeGreaterThan(10);
    await videoPanel(dave).getByRole("button", { name: "Hang Up" }).click();
  });

  await test.step("with call waiting off, Erin's next offer meets a busy line at once", async () => {
    await sipCard(dave).getByRole("button", { name: "Resume", exact: true }).click();
    await expect(sipCard(dave).getByRole("button", { name: "Hold", exact: true })).toBeVisible();
    await turnCallWaitingOff(dave);
    await videoCallFromBoard(erin, "Dave Davis");
    await expect(erin.getByText("User unavailable")).toBeVisible();
    await expect(videoPanel(dave)).toHaveCount(0);
  });

  await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
});
