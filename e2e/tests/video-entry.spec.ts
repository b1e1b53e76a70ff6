// The ways into a 1:1 video call (issue 11; spec 1 §2 the dialpad's video call button and the side
// navigation's video link, System Settings "disable video calls"; §3 Notification 'Missed Video
// Call' and history media vid; §4 video offered only when video is enabled and the colleague is
// online with video, switched off only when no call is active; §5 'You cannot call yourself').
// The call itself — its panel, media and errors — is proven by the video call specs.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { callDrawer, connect, expect, test, waitRegistered } from "../support/media";
import { DESIGN_SIZES, screenshotAtWidths } from "../support/screenshots";

const dialpad = (page: Page): Locator => page.getByRole("region", { name: "Dialpad" });
const nav = (page: Page): Locator => page.getByRole("navigation", { name: "Main navigation" });
const tile = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Presence board" }).getByRole("listitem", { name, exact: true });
const videoSwitchOf = (dialog: Locator): Locator =>
  dialog.getByRole("switch", { name: "Disable video calls" });

// The board is polled every 5 s (spec 1 §9) and a colleague's video device connects once their
// phone is ready: allow a few polls on a busy machine.
const BOARD_TIMEOUT_MS = 30_000;

async function videoDial(page: Page, number: string): Promise<void> {
  await dialpad(page).getByLabel("Number", { exact: true }).fill(number);
  await dialpad(page).getByRole("button", { name: "Video call", exact: true }).click();
}

async function goTo(page: Page, link: string): Promise<void> {
  await nav(page).getByRole("link", { name: link }).click();
}

async function openSystemSettings(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Account settings" }).click();
  await page
    .getByRole("dialog", { name: "Account settings" })
    .getByRole("menuitem", { name: "System Settings" })
    .click();
  return page.getByRole("dialog", { name: "System Settings" });
}

async function closeSystemSettings(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "System Settings" })).toBeHidden();
}

/** Switches "Disable video calls" in System Settings to `off` (true: video calls off). */
async function switchVideo(page: Page, off: boolean): Promise<void> {
  const toggle = videoSwitchOf(await openSystemSettings(page));
  await expect(toggle).toBeEnabled();
  if ((await toggle.isChecked()) !== off) await toggle.click();
  await expect(toggle).toBeChecked({ checked: off });
  await closeSystemSettings(page);
}

async function openHistory(page: Page): Promise<Locator> {
  await goTo(page, "History");
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
  // The newest call of today: the first row under the day heading "Today".
  return page
    .getByRole("table", { name: "Call history" })
    .getByRole("rowgroup", { name: "Today" })
    .getByRole("row")
    .nth(1);
}

// Desktop and phone: the entry points live in the app bar, the board and the dialpad.
const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotAtWidths(page, testInfo, name, [DESIGN_SIZES[0], DESIGN_SIZES[2]]);

test("the dialpad's Video call calls a colleague; a cancelled offer is a missed video call for both histories", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(180_000);
  const carol = await phonePage("carol@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(bob)]);

  await test.step("with video enabled, the dialpad has Video call beside Call, and the side navigation a Video link", async () => {
    await expect(dialpad(carol).getByRole("button", { name: "Call", exact: true })).toBeVisible();
    await expect(dialpad(carol).getByRole("button", { name: "Video call", exact: true })).toBeVisible();
    await expect(nav(carol).getByRole("link", { name: "Video" })).toBeVisible();
    await dialpad(carol).getByLabel("Number", { exact: true }).fill("1002");
    await shoot(carol, testInfo, "video-dialpad");
    await dialpad(carol).getByLabel("Number", { exact: true }).fill("");
  });

  await test.step("her own extension is refused: 'You cannot call yourself'", async () => {
    await videoDial(carol, "1003");
    await expect(carol.getByText("You cannot call yourself")).toBeVisible();
    await expect(bob.getByText("Incoming video call")).toHaveCount(0);
  });

  await test.step("Carol video calls Bob's extension: she is 'Calling...', Bob's phone offers the video call", async () => {
    await videoDial(carol, "1002");
    await expect(callDrawer(carol).getByText("Calling...")).toBeVisible();
    await expect(callDrawer(bob).getByText("Incoming video call")).toBeVisible({ timeout: BOARD_TIMEOUT_MS });
  });

  await test.step("Carol gives up before Bob answers: Bob has a 'Missed Video Call' notification", async () => {
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(bob).getByText("Incoming video call")).toHaveCount(0);
    const bell = bob.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications (1 unread)");
    await bell.click();
    const menu = bob.getByRole("dialog", { name: "Notifications" });
    await expect(menu.getByText("Missed Video Call")).toBeVisible();
    await expect(menu).toContainText("1003");
    await bob.keyboard.press("Escape");
  });

  await test.step("both histories show the video call with the video icon", async () => {
    const carolsRow = await openHistory(carol);
    await expect(carolsRow).toContainText("Bob Brown");
    await expect(carolsRow.getByRole("img", { name: "Outgoing video call" })).toBeVisible();
    const bobsRow = await openHistory(bob);
    await expect(bobsRow).toContainText("Carol Clark");
    await expect(bobsRow.getByRole("img", { name: "Missed video call" })).toBeVisible();
    // A video call is called back by video while the colleague is online with video.
    await expect(bobsRow.getByRole("button", { name: "Video call back 1003" })).toBeVisible({
      timeout: BOARD_TIMEOUT_MS,
    });
  });
});

test("a board tile starts a video call, and loses it when the colleague switches video calls off", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(180_000);
  const carol = await phonePage("carol@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(bob)]);
  await goTo(bob, "Presence");
  const carolsTile = tile(bob, "Carol Clark");
  const videoCallCarol = carolsTile.getByRole("button", { name: "Video call with Carol Clark" });

  await test.step("Carol is online with video: her tile offers a video call, which Bob starts", async () => {
    await expect(videoCallCarol).toBeVisible({ timeout: BOARD_TIMEOUT_MS });
    await shoot(bob, testInfo, "video-tile");
    await videoCallCarol.click();
    await expect(callDrawer(bob).getByText("Calling...")).toBeVisible();
    await expect(callDrawer(carol).getByText("Incoming video call")).toBeVisible({
      timeout: BOARD_TIMEOUT_MS,
    });
    await callDrawer(bob).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(carol).getByText("Incoming video call")).toHaveCount(0);
    // The video route is left for the empty route when the call ends (spec 1 §2): back to the board.
    await goTo(bob, "Presence");
    await expect(videoCallCarol).toBeVisible({ timeout: BOARD_TIMEOUT_MS });
  });

  await test.step("Carol switches video calls off: her entry points go, and Bob's board stops offering her video", async () => {
    const settings = await openSystemSettings(carol);
    await expect(videoSwitchOf(settings)).toHaveAccessibleDescription(
      "No video call buttons; colleagues cannot video call you.",
    );
    await shoot(carol, testInfo, "video-switch");
    await closeSystemSettings(carol);
    await switchVideo(carol, true);
    await goTo(carol, "Home");
    await expect(dialpad(carol).getByRole("button", { name: "Call", exact: true })).toBeVisible();
    await expect(dialpad(carol).getByRole("button", { name: "Video call", exact: true })).toHaveCount(0);
    await expect(nav(carol).getByRole("link", { name: "Video" })).toHaveCount(0);
    await expect(videoCallCarol).toHaveCount(0, { timeout: BOARD_TIMEOUT_MS });
    // Her lamp still offers the voice call.
    await expect(carolsTile.getByRole("button", { name: "Call Carol Clark" })).toBeVisible();
  });

  await test.step("her device refuses video: Bob's video call by the dialpad finds her unavailable", async () => {
    await goTo(bob, "Home");
    await videoDial(bob, "1003");
    await expect(bob.getByText("User unavailable")).toBeVisible({ timeout: BOARD_TIMEOUT_MS });
    await expect(carol.getByText("Incoming video call")).toHaveCount(0);
    await goTo(bob, "Presence");
  });

  await test.step("switched on again, she is offered on Bob's board again", async () => {
    await switchVideo(carol, false);
    await expect(dialpad(carol).getByRole("button", { name: "Video call", exact: true })).toBeVisible();
    await expect(videoCallCarol).toBeVisible({ timeout: BOARD_TIMEOUT_MS });
  });
});

test("the video switch cannot be changed during a call; the Video link shows during a call with video off", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(180_000);
  const carol = await phonePage("carol@example.com");
  const bob = await phonePage("bob@example.com");
  await Promise.all([waitRegistered(carol), waitRegistered(bob)]);
  await switchVideo(carol, true);
  await expect(nav(carol).getByRole("link", { name: "Video" })).toHaveCount(0);

  await connect(carol, bob, "1002");

  await test.step("during the call the Video link shows and the switch is locked, saying why", async () => {
    await expect(nav(carol).getByRole("link", { name: "Video" })).toBeVisible();
    const toggle = videoSwitchOf(await openSystemSettings(carol));
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription("Can be changed only when no call is active.");
    await shoot(carol, testInfo, "video-switch-locked");
    await closeSystemSettings(carol);
  });

  await test.step("after the call the link goes and the switch can be changed again", async () => {
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(carol).getByRole("region")).toHaveCount(0);
    await expect(nav(carol).getByRole("link", { name: "Video" })).toHaveCount(0);
    await switchVideo(carol, false);
    await expect(nav(carol).getByRole("link", { name: "Video" })).toBeVisible();
  });
});
