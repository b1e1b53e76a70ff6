// How a 1:1 video call sounds and names the colleague (issue 11, as a user lives it): an incoming
// video offer rings with the app's ring tone on the chosen ringing device and stops when it is
// answered, refused, cancelled or answered on another device; the caller hears the ring-back while
// 'Calling...'; the far side's sound plays on the chosen speaker (spec 1 §3 Settings audioOutput,
// audioRingOutput; §9 sound volumes). The panels name each side as "Name · extension".
import type { Page } from "@playwright/test";
import { liveAudioOutputs, outputDeviceId, soundPlaying, watchSounds } from "../support/call-sounds";
import { expect, test, waitRegistered } from "../support/media";
import { inboundVideo } from "../support/video-stats";
import { mainNavigation, videoButtonOnBoard, videoCallFromBoard, videoPanel } from "../support/video-call";

const SPEAKER = "Fake Audio Output 1";
const RINGER = "Fake Audio Output 2";

/** System Settings, Audio: the speaker and the ringing device, chosen as a user does. */
async function chooseOutputs(page: Page, speaker: string, ringer: string): Promise<void> {
  await page.getByRole("button", { name: "Account settings" }).click();
  await page
    .getByRole("dialog", { name: "Account settings" })
    .getByRole("menuitem", { name: "System Settings" })
    .click();
  const settings = page.getByRole("dialog", { name: "System Settings" });
  await settings.getByRole("tab", { name: "Audio" }).click();
  for (const [label, device] of [
    ["Speaker", speaker],
    ["Ringing device", ringer],
  ] as const) {
    await settings.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: device }).click();
    await expect(settings.getByRole("combobox", { name: label })).toHaveText(device);
  }
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();
}

test("a video offer rings on the ringing device until answered, the caller hears ring-back, the far side plays on the speaker", async ({
  phonePage,
}) => {
  test.setTimeout(240_000);
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);
  await chooseOutputs(erin, SPEAKER, RINGER);
  const speakerId = await outputDeviceId(erin, SPEAKER);
  const ringerId = await outputDeviceId(erin, RINGER);
  expect(speakerId).toBeTruthy();
  expect(ringerId).toBeTruthy();
  await Promise.all([watchSounds(dave), watchSounds(erin)]);

  await test.step("Dave video-calls extension 1005 from the dialpad: both panels name the other with the extension", async () => {
    await videoButtonOnBoard(dave, "Erin Evans");
    await mainNavigation(dave).getByRole("link", { name: "Home" }).click();
    const dialpad = dave.getByRole("region", { name: "Dialpad" });
    await dialpad.getByLabel("Number", { exact: true }).fill("1005");
    await dialpad.getByRole("button", { name: "Video call", exact: true }).click();
    await expect(videoPanel(dave).getByRole("heading", { name: "Erin Evans · 1005" })).toBeVisible();
    await expect(videoPanel(erin).getByRole("heading", { name: "Dave Davis · 1004" })).toBeVisible();
    await expect(videoPanel(erin).getByText("Incoming video call")).toBeVisible();
  });

  await test.step("Erin's phone rings on her ringing device; Dave hears the ring-back while 'Calling...'", async () => {
    await expect.poll(() => soundPlaying(erin, "ring")).toBe(ringerId);
    await expect(videoPanel(dave).getByText("Calling...")).toBeVisible();
    await expect.poll(() => soundPlaying(dave, "ringback")).not.toBeNull();
  });

  await test.step("Erin answers: the ring and the ring-back stop, Dave's sound plays on her speaker", async () => {
    await videoPanel(erin).getByRole("button", { name: "Answer" }).click();
    await expect.poll(() => soundPlaying(erin, "ring")).toBeNull();
    await expect.poll(() => soundPlaying(dave, "ringback")).toBeNull();
    await expect.poll(async () => (await inboundVideo(erin)).audioPackets).toBeGreaterThan(25);
    await expect.poll(() => liveAudioOutputs(erin)).toEqual([{ sinkId: speakerId, playing: true }]);
  });

  await test.step("Erin picks the other speaker during the call: the far side moves to it at once", async () => {
    await chooseOutputs(erin, RINGER, RINGER);
    await expect.poll(() => liveAudioOutputs(erin)).toEqual([{ sinkId: ringerId, playing: true }]);
    await videoPanel(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(videoPanel(erin)).toHaveCount(0);
  });
});

test("the ring stops on every device of the callee when one answers, when she declines, when the caller cancels", async ({
  phonePage,
}) => {
  test.setTimeout(300_000);
  const henry = await phonePage("henry@example.com");
  const aliceDesk = await phonePage("alice@example.com");
  const aliceLaptop = await phonePage("alice@example.com");
  await Promise.all([waitRegistered(henry), waitRegistered(aliceDesk), waitRegistered(aliceLaptop)]);
  await Promise.all([watchSounds(aliceDesk), watchSounds(aliceLaptop)]);
  const bothRing = async () => {
    for (const device of [aliceDesk, aliceLaptop]) {
      await expect(videoPanel(device).getByText("Incoming video call")).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => soundPlaying(device, "ring")).not.toBeNull();
    }
  };
  const neitherRings = async () => {
    for (const device of [aliceDesk, aliceLaptop]) {
      await expect(videoPanel(device)).toHaveCount(0);
      await expect.poll(() => soundPlaying(device, "ring")).toBeNull();
    }
  };

  await test.step("the desk answers: the laptop stops ringing, and so does the desk", async () => {
    await videoCallFromBoard(henry, "Alice Adams");
    await bothRing();
    await videoPanel(aliceDesk).getByRole("button", { name: "Answer" }).click();
    await expect(videoPanel(aliceLaptop)).toHaveCount(0);
    await expect.poll(() => soundPlaying(aliceLaptop, "ring")).toBeNull();
    await expect.poll(() => soundPlaying(aliceDesk, "ring")).toBeNull();
    await videoPanel(henry).getByRole("button", { name: "Hang Up" }).click();
    await neitherRings();
  });

  await test.step("the laptop declines: neither device rings any more", async () => {
    await videoCallFromBoard(henry, "Alice Adams");
    await bothRing();
    await videoPanel(aliceLaptop).getByRole("button", { name: "Decline" }).click();
    await neitherRings();
    await henry.getByRole("alert").getByRole("button", { name: "Close" }).click();
  });

  await test.step("Henry hangs up before she answers: neither device rings any more", async () => {
    await videoCallFromBoard(henry, "Alice Adams");
    await bothRing();
    await videoPanel(henry).getByRole("button", { name: "Hang Up" }).click();
    await neitherRings();
  });
});
