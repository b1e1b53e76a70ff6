// The conference room (issue 14; spec 2 §2 Conference, §4 Conference join and in-room states), three
// users in Chromium against the embedded SFU, proven by getStats(): each decodes the other two's
// video and receives their audio; a room chat message, a raised hand and a shared screen reach the
// others; leaving returns to /conference.
import type { Page, TestInfo } from "@playwright/test";
import {
  audiosReceiving,
  clickControl,
  control,
  createRoom,
  expectInRoom,
  guestPage,
  joinRoom as join,
  tile,
  videosDecoding,
  videosFlowing,
} from "../support/conference";
import { expect, test } from "../support/media";
import { screenshotAtWidths } from "../support/screenshots";

const shoot = (page: Page, testInfo: TestInfo, name: string) => screenshotAtWidths(page, testInfo, name);

test("three people in a room see and hear each other, chat, raise a hand, share a screen, admit a guest and leave", async ({
  phonePage,
  browser,
  appUrl,
  pageErrors,
}, testInfo) => {
  test.setTimeout(300_000);
  const frank = await phonePage("frank@example.com");
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  const roomId = await createRoom(frank);

  await test.step("all three join from the preview; each sees the other two's tiles", async () => {
    await join(frank, roomId, "Frank", () => shoot(frank, testInfo, "conference-join-dialog"));
    await join(grace, roomId, "Grace");
    await join(henry, roomId, "Henry");
    for (const [page, others] of [
      [frank, ["Grace", "Henry"]],
      [grace, ["Frank", "Henry"]],
      [henry, ["Frank", "Grace"]],
    ] as const) {
      for (const other of others) await expect(tile(page, other)).toBeVisible();
    }
  });

  await test.step("the controls hide after 2 s without mouse movement and come back with it", async () => {
    await expect(frank.getByRole("toolbar", { name: "Room controls" })).toBeHidden();
    await expect(await control(frank, "Mute")).toBeVisible();
  });

  await test.step("each decodes the other two's video and receives their audio (getStats)", async () => {
    for (const page of [frank, grace, henry]) {
      await expect.poll(() => videosDecoding(page, 20), { timeout: 30_000 }).toBe(2);
      await expect.poll(() => audiosReceiving(page, 25), { timeout: 30_000 }).toBe(2);
    }
    await shoot(frank, testInfo, "conference-room-three");
  });

  await test.step("a room chat message reaches the others: a notification, then the chat", async () => {
    await clickControl(frank, "Chat");
    await frank.getByRole("textbox", { name: "Message" }).fill("Hello from Frank");
    await frank.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(frank.getByRole("log", { name: "Room chat" })).toContainText("Hello from Frank");
    await frank.getByRole("button", { name: "Close chat" }).click();
    await expect(grace.getByRole("status")).toContainText("Hello from Frank");
    await expect(await control(henry, "Chat, 1 unread")).toBeVisible();
    await clickControl(henry, "Chat, 1 unread");
    await expect(henry.getByRole("log", { name: "Room chat" })).toContainText("Hello from Frank");
    await shoot(henry, testInfo, "conference-room-chat");
    await henry.getByRole("button", { name: "Close chat" }).click();
  });

  await test.step("Grace raises her hand: it shows on her tile for the others", async () => {
    await clickControl(grace, "Raise hand");
    await expect(await control(grace, "Lower hand")).toBeVisible();
    await expect(tile(frank, "Grace").getByRole("img", { name: "Grace raised a hand" })).toBeVisible();
    await expect(tile(henry, "Grace").getByRole("img", { name: "Grace raised a hand" })).toBeVisible();
  });

  await test.step("Henry shares his screen: the others get a third video, his screen", async () => {
    await clickControl(henry, "Share screen");
    await expect(await control(henry, "Stop sharing screen")).toBeVisible();
    for (const page of [frank, grace]) {
      await expect(tile(page, "Henry's screen")).toBeVisible();
      await expect.poll(() => videosDecoding(page, 10), { timeout: 30_000 }).toBe(3);
    }
    await shoot(frank, testInfo, "conference-room-screen-share");
  });

  await test.step("Henry stops sharing: the others lose his screen's tile", async () => {
    await clickControl(henry, "Stop sharing screen");
    await expect(tile(frank, "Henry's screen")).toHaveCount(0);
    await expect(tile(grace, "Henry's screen")).toHaveCount(0);
  });

  // A guest: no session, a browser of their own; the room has no invitees, so they ask to join.
  const guest = await guestPage(browser, appUrl, pageErrors);

  await test.step("a guest asks to join; Frank, the moderator, allows; the guest sees and is seen", async () => {
    await guest.goto(`/conference/${roomId}`);
    const dialog = guest.getByRole("dialog", { name: "Join room" });
    await dialog.getByLabel("Name").fill("Gina");
    await dialog.getByRole("button", { name: "Ask to join" }).click();
    const request = frank.getByRole("alert").filter({ hasText: "Gina asks to join" });
    await expect(request).toBeVisible();
    await shoot(frank, testInfo, "conference-room-ask-to-join");
    await request.getByRole("button", { name: "Allow" }).click();
    await expect(request).toHaveCount(0);
    await expectInRoom(guest);
    for (const other of ["Frank", "Grace", "Henry"]) await expect(tile(guest, other)).toBeVisible();
    await expect(tile(frank, "Gina")).toBeVisible();
    await expect.poll(() => videosDecoding(guest, 10), { timeout: 30_000 }).toBe(3);
  });

  await test.step("Grace limits the visible people to 2: two videos flow, the third is counted", async () => {
    await clickControl(grace, "Settings");
    const slider = grace.getByRole("slider", { name: /Maximum visible people/ });
    await slider.focus();
    await slider.press("Home");
    await expect(grace.getByText("Maximum visible people: 2")).toBeVisible();
    await expect(grace.getByRole("group", { name: "1 more person not shown" })).toBeVisible();
    await expect.poll(() => videosFlowing(grace), { timeout: 30_000 }).toBe(2);
    await shoot(grace, testInfo, "conference-room-limit");
    await grace.getByRole("button", { name: "Close settings" }).click();
  });

  await test.step("Frank leaves: he is back at /conference and the others lose his tile", async () => {
    await clickControl(frank, "Leave");
    await expect(frank).toHaveURL(/\/conference$/);
    await expect(tile(grace, "Frank")).toHaveCount(0);
    await expect(tile(henry, "Frank")).toHaveCount(0);
  });
  await guest.context().close();
});
