// Notification cues and small rules (issue 10; spec 1 §2 App bar, tiles, contacts and history
// details, §8 BLF 400, §9 volumes and durations): the app bar's notification icons, a missed
// call's in-app toast and sound, copying numbers, a tile click that opens details while its call
// is a button of its own, a BLF 400 kept out of sight, and the ongoing-upload warning.
import type { Page } from "@playwright/test";
import { sidewaysOverflow } from "../support/layout";
import { callDrawer, dialFromHome, expect, test, waitRegistered } from "../support/media";

const goTo = (page: Page, link: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: link }).click();

test("the app bar asks for notification permission, and explains how to turn notifications back on", async ({
  phonePage,
}, testInfo) => {
  const henry = await phonePage("henry@example.com");
  const request = henry.getByRole("button", { name: "Allow call notifications" });
  const off = henry.getByRole("button", { name: "Call notifications are off" });

  await test.step("not asked yet: the request icon; the browser refuses; the icon says they are off", async () => {
    await expect(request).toBeVisible();
    await henry.setViewportSize({ width: 1440, height: 900 });
    await henry.screenshot({ path: testInfo.outputPath("cues-app-bar-1440.png") });
    // At phone width the app bar still fits with the icon in it.
    await henry.setViewportSize({ width: 390, height: 844 });
    await expect(request).toBeVisible();
    await expect.poll(() => sidewaysOverflow(henry)).toEqual([]);
    await henry.screenshot({ path: testInfo.outputPath("cues-app-bar-390.png") });
    await henry.setViewportSize({ width: 1440, height: 900 });
    // Headless Chromium answers a permission request with a refusal, as a user's "Block" does.
    await request.click();
    await expect(off).toBeVisible();
    await expect(request).toBeHidden();
    await off.click();
    const explanation = henry.getByRole("dialog", { name: "Call notifications are off" });
    await expect(explanation).toContainText("Allow notifications in the site settings");
    await explanation.getByRole("button", { name: "Ok" }).click();
    await expect(explanation).toBeHidden();
  });

  await test.step("allowed in the site settings: neither icon shows", async () => {
    await henry.context().grantPermissions(["notifications"]);
    await expect(off).toBeHidden();
    await expect(request).toBeHidden();
  });

  await test.step("switched off in the settings menu: the icon says so and points to the switch", async () => {
    await henry.getByRole("button", { name: "Account settings" }).click();
    const menu = henry.getByRole("dialog", { name: "Account settings" });
    await menu.getByRole("switch", { name: "Incoming call notifications" }).click();
    await henry.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await off.click();
    const explanation = henry.getByRole("dialog", { name: "Call notifications are off" });
    await expect(explanation).toContainText("settings menu");
    await explanation.getByRole("button", { name: "Ok" }).click();
  });
});

test("a missed call shows a toast in the app and plays the notification sound at half volume; its number copies", async ({
  phonePage,
}) => {
  const grace = await phonePage("grace@example.com");
  const frank = await phonePage("frank@example.com");
  // Every sound the page starts, with its volume (the app has no test hook).
  await frank.addInitScript(() => {
    const played: { volume: number; loop: boolean }[] = [];
    (window as unknown as { __e2ePlayed: typeof played }).__e2ePlayed = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push({ volume: this.volume, loop: this.loop });
      return play.call(this);
    };
  });
  await frank.reload();
  await frank.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await Promise.all([waitRegistered(grace), waitRegistered(frank)]);

  await test.step("Grace calls Frank and gives up before he answers", async () => {
    await dialFromHome(grace, "1006");
    await expect(callDrawer(frank).getByText("Incoming Call...")).toBeVisible();
    await callDrawer(grace).getByRole("button", { name: "Hang Up" }).click();
  });

  await test.step("Frank sees the toast, briefly, and hears the notification sound at 0.5", async () => {
    const toast = frank.getByRole("alert").filter({ hasText: "Missed Call" });
    await expect(toast).toContainText("Grace Green");
    await expect(toast).toBeHidden();
    const played = () =>
      frank.evaluate(
        () => (window as unknown as { __e2ePlayed: { volume: number; loop: boolean }[] }).__e2ePlayed,
      );
    await expect.poll(played).toContainEqual({ volume: 0.5, loop: false });
    await expect(frank.getByRole("button", { name: "Notifications (1 unread)" })).toBeVisible();
  });

  await test.step("the missed call's details copy Grace's number, confirmed for a moment", async () => {
    await goTo(frank, "History");
    await frank
      .getByRole("button", { name: /^Details of Grace Green/ })
      .first()
      .click();
    const details = frank.getByRole("dialog");
    await details.getByRole("button", { name: /^Copy / }).click();
    await expect(frank.getByRole("tooltip", { name: "Copied" })).toBeVisible();
    expect(await frank.evaluate(() => navigator.clipboard.readText())).toMatch(/1007$/);
    await expect(frank.getByRole("tooltip", { name: "Copied" })).toBeHidden();
  });

  await test.step("a contact's details copy each number too", async () => {
    await frank.keyboard.press("Escape");
    await goTo(frank, "Contacts");
    await frank.getByRole("searchbox", { name: "Search contacts" }).fill("Harriet");
    await frank.getByRole("button", { name: "Details of Harriet Clarke" }).click();
    const details = frank.getByRole("dialog", { name: "Harriet Clarke" });
    await details.getByRole("button", { name: "Copy +44 20 7946 0121" }).click();
    await expect(frank.getByRole("tooltip", { name: "Copied" })).toBeVisible();
    expect(await frank.evaluate(() => navigator.clipboard.readText())).toBe("+44 20 7946 0121");
  });
});

test("a tile click opens its details, its call is its own button; a BLF 400 is only logged", async ({
  phonePage,
}) => {
  const erin = await phonePage("erin@example.com");
  await waitRegistered(erin);
  const warnings: string[] = [];
  erin.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  let refuse = true;
  await erin.route("**/webrtc/mobex/blf/get/", async (route) => {
    if (!refuse) return route.continue();
    await route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        status: "error",
        responses: [{ code: 400, message: "Bad request" }],
        data: null,
      }),
    });
  });
  await goTo(erin, "Presence");

  await test.step("the refused poll is logged; no failure screen", async () => {
    await expect.poll(() => warnings.some((text) => text.includes("BLF request refused (400)"))).toBe(true);
    await expect(erin.getByText("Error getting BLF contacts")).toHaveCount(0);
    refuse = false;
  });

  const bob = erin
    .getByRole("list", { name: "Presence board" })
    .getByRole("listitem", { name: "Bob Brown", exact: true });
  await test.step("the next poll brings the board; a click on Bob's tile opens his details", async () => {
    await bob.getByText("Bob", { exact: true }).click();
    const details = erin.getByRole("dialog");
    await expect(details.getByRole("heading", { name: "Bob Brown" })).toBeVisible();
    await expect(callDrawer(erin).getByRole("region")).toHaveCount(0);
    await details.getByRole("button", { name: "Close" }).click();
    await expect(details).toBeHidden();
  });

  await test.step("the tile's Call button calls him", async () => {
    // Watched frame by frame from before the click: a call that fails at once shows only briefly.
    const calling = erin.waitForFunction(
      () => document.querySelector('aside[aria-label="Calls"] section[aria-label^="Call with"]') !== null,
      undefined,
      { polling: "raf" },
    );
    await bob.getByRole("button", { name: "Call Bob Brown" }).click();
    await calling;
    // Bob may be signed in nowhere, and then the call ends by itself; else Erin hangs up.
    await expect(async () => {
      const hangUp = callDrawer(erin).getByRole("button", { name: "Hang Up" });
      if ((await hangUp.count()) > 0) await hangUp.click({ timeout: 1_000 });
      await expect(callDrawer(erin).getByRole("region")).toHaveCount(0, { timeout: 1_000 });
    }).toPass();
  });
});

test("closing the avatar dialog during the upload says 'You still have ongoing uploads!'", async ({
  phonePage,
}) => {
  const dave = await phonePage("dave@example.com");
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await dave.route("**/webrtc/mobex/avatar/upload", async (route) => {
    await released;
    await route.continue();
  });
  const picture = await dave.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = "#43a047";
    context.fillRect(0, 0, 300, 300);
    return canvas.toDataURL("image/png").replace(/^data:image\/png;base64,/, "");
  });
  await dave.getByRole("button", { name: "Account settings" }).click();
  await dave.getByRole("menuitem", { name: "Change profile picture" }).click();
  const dialog = dave.getByRole("dialog", { name: "Change profile picture" });
  await dialog.getByLabel("Profile picture file").setInputFiles({
    name: "dave.png",
    mimeType: "image/png",
    buffer: Buffer.from(picture, "base64"),
  });
  const save = dialog.getByRole("button", { name: "Save" });
  await expect(save).toBeEnabled();
  await save.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByText("You still have ongoing uploads!")).toBeVisible();
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog).toBeHidden();
  // Leave Dave as he was for the other scenarios.
  await dave.unroute("**/webrtc/mobex/avatar/upload");
  await dave.getByRole("button", { name: "Account settings" }).click();
  await dave.getByRole("menuitem", { name: "Change profile picture" }).click();
  await dialog.getByRole("button", { name: "Remove picture" }).click();
  await expect(dialog).toBeHidden();
});
