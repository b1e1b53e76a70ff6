// The conversation screen's controls (issue 13; spec 2 §2, §3, §4, §5): Frank creates a
// videoconference from the input bar — the room is created, both sides see a card whose Join opens
// /conference/{code} and gets Grace into the room —
// minimises the conversation into a popup and is back on the board he came from, where a message
// from Grace to the minimised popup marks it until he expands it; a contact's Chat opens her popup;
// a file's upload shows its percent, and leaving chat while it runs asks first.
import type { Locator, Page } from "@playwright/test";
import { expectInRoom, joinDialog } from "../support/conference";
import { messages, openChat, openContactConversation, sendMessage, waitChatReady } from "../support/chat";
import { openBoard } from "../support/presence";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

const JOIN = /^Join videoconference ([a-z0-9]{13})$/;

async function openConversation(page: Page, colleague: string): Promise<void> {
  await openChat(page);
  await openContactConversation(page, colleague);
  await waitChatReady(page);
}

/** The room code of the last conference card in `scope`, read from its Join link's name. */
async function lastRoomCode(scope: Locator): Promise<string> {
  const join = scope.getByRole("link", { name: JOIN }).last();
  await expect(join).toBeVisible();
  const code = JOIN.exec((await join.getAttribute("aria-label")) ?? "")?.[1];
  expect(code).toBeDefined();
  return code ?? "";
}

function navigation(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main navigation" });
}

test("create videoconference, minimise into a popup, and a popup's new-message marker", async ({
  newUserPage,
}, testInfo) => {
  const frank = await newUserPage("frank@example.com");
  const grace = await newUserPage("grace@example.com");
  await openBoard(frank);
  await Promise.all([openConversation(frank, "Grace Green"), openConversation(grace, "Frank Fisher")]);

  const code = await test.step("the input bar's videoconference reaches both sides as a card", async () => {
    await frank.getByRole("button", { name: "Create videoconference" }).click();
    const sent = await lastRoomCode(messages(frank));
    expect(await lastRoomCode(messages(grace))).toBe(sent);
    await expect(messages(grace).getByText("Videoconference").last()).toBeVisible();
    await screenshotAtWidths(grace, testInfo, "chat-conference-card");
    return sent;
  });

  await test.step("Join opens the room Frank's click created, and Grace gets into it", async () => {
    const opened = grace.context().waitForEvent("page");
    await messages(grace)
      .getByRole("link", { name: `Join videoconference ${code}` })
      .click();
    const room = await opened;
    await room.waitForLoadState();
    expect(new URL(room.url()).pathname).toBe(`/conference/${code}`);
    await joinDialog(room).getByRole("button", { name: "Join", exact: true }).click();
    await expectInRoom(room);
    await expect(room.getByRole("group", { name: /\(you\)$/ })).toBeVisible();
    await screenshotAtWidths(room, testInfo, "chat-link-room");
    await room.close();
  });

  const popup = frank.getByRole("dialog", { name: "Chat with Grace Green" });
  await test.step("Minimise moves the conversation into a popup and returns to the board", async () => {
    await frank.getByRole("button", { name: "Minimise conversation" }).click();
    await expect(frank.getByRole("heading", { name: "Presence", level: 1 })).toBeVisible();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link", { name: `Join videoconference ${code}` })).toBeVisible();
  });

  await test.step("a message to the minimised popup marks it until it is expanded", async () => {
    await popup.getByRole("button", { name: "Minimise chat" }).click();
    await expect(popup.getByRole("img", { name: "New messages" })).toHaveCount(0);
    const text = `Still there? ${Date.now()}`;
    await sendMessage(grace, text);
    await expect(popup.getByRole("img", { name: "New messages" })).toBeVisible();
    await screenshotAtWidths(frank, testInfo, "chat-popup-marked");
    await popup.getByRole("button", { name: "Expand chat" }).click();
    await expect(popup.getByText(text)).toBeVisible();
    await expect(popup.getByRole("img", { name: "New messages" })).toHaveCount(0);
  });

  await test.step("the popup creates a videoconference too", async () => {
    const cards = popup.getByRole("link", { name: JOIN });
    const before = await cards.count();
    await popup.getByRole("button", { name: "Create videoconference" }).click();
    // The room is created first (rooms/create), then its card is posted.
    await expect(cards).toHaveCount(before + 1);
    const fromPopup = await lastRoomCode(popup);
    expect(fromPopup).not.toBe(code);
    expect(await lastRoomCode(messages(grace))).toBe(fromPopup);
    await screenshotAtWidths(frank, testInfo, "chat-popup-conference");
  });
});

test("a contact's Chat opens the colleague's popup", async ({ newUserPage }, testInfo) => {
  const frank = await newUserPage("frank@example.com");
  await navigation(frank).getByRole("link", { name: "Contacts" }).click();
  await frank.getByRole("searchbox", { name: "Search contacts" }).fill("Grace");
  const card = frank.getByRole("article", { name: "Grace Green" });
  await card.getByRole("button", { name: "Chat with Grace Green" }).click();
  const popup = frank.getByRole("dialog", { name: "Chat with Grace Green" });
  await expect(popup.getByRole("textbox", { name: "Message" })).toBeVisible();
  await screenshotAtWidths(frank, testInfo, "chat-popup-from-contacts");
});

test("an upload shows its percent, and leaving chat while it runs asks first", async ({
  newUserPage,
}, testInfo) => {
  const frank = await newUserPage("frank@example.com");
  const grace = await newUserPage("grace@example.com");
  await Promise.all([openConversation(frank, "Grace Green"), openConversation(grace, "Frank Fisher")]);

  // The upload is slowed to 64 KB/s as a slow line would (DevTools network emulation): the body of
  // about 1.4 MB takes some 20 s, in which the steps below run. Holding the request with page.route
  // instead would hide its upload progress, which the browser then does not report.
  const devtools = await frank.context().newCDPSession(frank);
  await devtools.send("Network.enable");
  const uploadAt = (bytesPerSecond: number) =>
    devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await uploadAt(64 * 1024);

  const name = `notes-${Date.now()}.txt`;
  const chooser = frank.waitForEvent("filechooser");
  await frank.getByLabel("Attach a file").click();
  await (await chooser).setFiles({ name, mimeType: "text/plain", buffer: Buffer.alloc(1024 * 1024, "a") });
  const bar = frank.getByRole("progressbar", { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();

  await test.step("the bar counts the bytes sent: part of the way, neither none nor all", async () => {
    await expect(bar).toHaveAttribute("aria-valuenow", /^[1-9]\d?$/);
    const percent = await bar.getAttribute("aria-valuenow");
    await expect(frank.getByText(`${percent}%`)).toBeVisible();
    await screenshotAtWidths(frank, testInfo, "chat-upload-progress");
  });

  await test.step("closing or reloading the page is asked about by the browser", async () => {
    const prompt = frank.waitForEvent("dialog");
    // Dismissed, the reload never happens: its promise is left to fail on its own.
    frank.reload().catch(() => undefined);
    const dialog = await prompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await expect(bar).toBeVisible();
  });

  const question = frank.getByRole("dialog", { name: "You still have unfinished uploads!" });
  await test.step("leaving chat asks; Stay keeps the conversation", async () => {
    await navigation(frank).getByRole("link", { name: "Presence" }).click();
    await expect(question).toBeVisible();
    await screenshotAtWidths(frank, testInfo, "chat-unfinished-uploads");
    await question.getByRole("button", { name: "Stay" }).click();
    await expect(question).toBeHidden();
    await expect(bar).toBeVisible();
  });

  await test.step("Leave goes on to the board; the upload finishes and Grace gets the file", async () => {
    await navigation(frank).getByRole("link", { name: "Presence" }).click();
    await question.getByRole("button", { name: "Leave" }).click();
    await expect(frank.getByRole("heading", { name: "Presence", level: 1 })).toBeVisible();
    await uploadAt(-1);
    await expect(messages(grace).getByRole("button", { name: `Download ${name}` })).toBeVisible({
      timeout: 30_000,
    });
  });
});
