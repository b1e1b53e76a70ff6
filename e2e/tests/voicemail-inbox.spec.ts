// The visual voicemail (issue 12) on the demo seed's messages in Carol Clark's mailbox: the app
// bar's badge counts them and opens the list; a message plays in the page (the bytes fetched are the
// seeded recording's) and is then heard, on this device at once and on another after a load; a
// message goes back to new, downloads as a named WAV, calls its caller back, and is deleted.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { callDrawer, drawerShows, expect, history, test, waitRegistered } from "../support/media";
import { screenshotAtWidths } from "../support/screenshots";

const SEEDED = join(dirname(fileURLToPath(import.meta.url)), "../../apps/server/assets/demo-voicemail");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const BOB_WAV = sha256(readFileSync(join(SEEDED, "bob.wav")));

const badge = (page: Page, count: number) =>
  page.getByRole("banner").getByRole("button", { name: `Voicemail, ${count} new` });
const messages = (page: Page) => page.getByRole("list", { name: "Voicemail messages" }).getByRole("listitem");
const player = (page: Page) =>
  page.getByLabel("Voicemail player").evaluate((audio: HTMLAudioElement) => ({
    time: audio.currentTime,
    muted: audio.muted,
    volume: audio.volume,
    paused: audio.paused,
  }));

test("Carol plays, marks, downloads, calls back and deletes her voicemail", async ({
  phonePage,
}, testInfo) => {
  const carol = await phonePage("carol@example.com");
  await waitRegistered(carol);
  let deletedId = "";

  await test.step("the badge counts the two new messages and opens the visual voicemail", async () => {
    await expect(carol.getByRole("banner")).toContainText("2 new voicemails");
    await badge(carol, 2).click();
    await expect(carol).toHaveURL(/\/voicemail$/);
    await expect(carol.getByRole("heading", { name: "Voicemail", level: 1 })).toBeVisible();
    // Newest first; the supplier's call gave no name: the phone book's is shown.
    await expect(messages(carol)).toHaveCount(2);
    await expect(messages(carol).nth(0)).toHaveAccessibleName("New message, Harriet Clarke");
    await expect(messages(carol).nth(1)).toHaveAccessibleName("New message, Bob Brown");
    await expect(messages(carol).nth(1)).toContainText("0:06");
    await screenshotAtWidths(carol, testInfo, "voicemail-list");
  });

  await test.step("playing Bob's message plays the seeded recording aloud, and marks it heard", async () => {
    // The bytes the page fetches, read on their way to it.
    const fetched: Buffer[] = [];
    await carol.route("**/webrtc/mobex/voicemail/audio", async (route) => {
      const response = await route.fetch();
      fetched.push(await response.body());
      expect(response.headers()["content-type"]).toBe("audio/wav");
      await route.fulfill({ response });
    });
    await carol.getByRole("button", { name: "Play message from Bob Brown" }).click();
    await expect.poll(() => fetched.map(sha256)).toEqual([BOB_WAV]);
    await expect.poll(async () => (await player(carol)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);
    expect(await player(carol)).toMatchObject({ muted: false, volume: 1 });
    await expect(carol.getByRole("slider", { name: "Position in the message from Bob Brown" })).toBeVisible();
    await expect(badge(carol, 1)).toBeVisible();
    await expect(messages(carol).nth(1)).toHaveAccessibleName("Bob Brown");
    await expect(carol.getByRole("banner")).toContainText("1 new voicemail");
    await screenshotAtWidths(carol, testInfo, "voicemail-playing");
  });

  await test.step("another device of Carol's counts one new message", async () => {
    const laptop = await phonePage("carol@example.com");
    await expect(badge(laptop, 1)).toBeVisible();
    await laptop.context().close();
  });

  await test.step("Bob's message goes back to new, and is heard again", async () => {
    await carol.getByRole("button", { name: "Mark message from Bob Brown as new" }).click();
    await expect(badge(carol, 2)).toBeVisible();
    await carol.getByRole("button", { name: "Mark message from Bob Brown as heard" }).click();
    await expect(badge(carol, 1)).toBeVisible();
  });

  await test.step("the download is the recording, named by date and caller", async () => {
    const download = carol.waitForEvent("download");
    await carol.getByRole("button", { name: "Download message from Bob Brown" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^voicemail-\d{4}-\d\d-\d\d-\d{4}-Bob-Brown\.wav$/);
    expect(sha256(readFileSync(await file.path()))).toBe(BOB_WAV);
  });

  await test.step("call back rings Bob's number", async () => {
    const shown = drawerShows(carol, "Bob Brown");
    await carol.getByRole("button", { name: "Call back Bob Brown" }).click();
    await shown;
    await expect.poll(async () => (await history(carol))[0]?.call_b).toMatch(/^(400011002|1002)$/);
    await expect(callDrawer(carol).getByRole("region")).toHaveCount(0, { timeout: 30_000 });
  });

  await test.step("deleting asks first, then removes the messages until none is left", async () => {
    await carol.getByRole("button", { name: "Delete message from Harriet Clarke" }).click();
    const dialog = carol.getByRole("dialog", { name: "Delete this voicemail message?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(messages(carol)).toHaveCount(2);
    await carol.getByRole("button", { name: "Delete message from Harriet Clarke" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(carol.getByText("Voicemail message deleted")).toBeVisible();
    await expect(messages(carol)).toHaveCount(1);
    await expect(badge(carol, 0)).toBeVisible();
    await carol.getByRole("button", { name: "Delete message from Bob Brown" }).click();
    const deleting = carol.waitForRequest("**/webrtc/mobex/voicemail/delete");
    await dialog.getByRole("button", { name: "Delete" }).click();
    deletedId = ((await deleting).postDataJSON() as { id: string }).id;
    await expect(carol.getByText("No voicemail messages")).toBeVisible();
    await screenshotAtWidths(carol, testInfo, "voicemail-empty");
  });

  await test.step("a message already gone answers 410 in the browser, not 404 (which would mean an expired token)", async () => {
    const answer = await carol.evaluate(async (id) => {
      const { jwetoken } = JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string };
      const response = await fetch("/webrtc/mobex/voicemail/heard", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: jwetoken, id, heard: true }),
      });
      const body = (await response.json()) as { responses: { code: number }[] };
      return { status: response.status, code: body.responses[0]?.code };
    }, deletedId);
    expect(answer).toEqual({ status: 410, code: 410 });
  });

  await test.step("Call voicemail still dials *1", async () => {
    const shown = drawerShows(carol, "Voicemail");
    await carol.getByRole("button", { name: "Call voicemail" }).click();
    await shown;
    // The mailbox answers (its menu); Carol hangs up.
    await expect(callDrawer(carol).getByRole("timer", { name: "Call duration" })).toBeVisible();
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
  });

  await test.step("history labels the call to *1 Voicemail, with the voicemail icon", async () => {
    await expect(callDrawer(carol).getByRole("region")).toHaveCount(0, { timeout: 30_000 });
    await carol
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "History" })
      .click();
    const row = carol.getByRole("row").filter({ hasText: "Voicemail" }).first();
    await expect(row.getByRole("img", { name: "Call to voicemail" })).toBeVisible();
    await screenshotAtWidths(carol, testInfo, "voicemail-history");
  });
});
