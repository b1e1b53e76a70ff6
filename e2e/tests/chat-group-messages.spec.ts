// Group chat end to end (issue 13; spec 2 §2, §4, §5, §6): Grace, signed in on two pages (two
// devices), creates a group with Henry and Alice. Without a reload the group appears in their
// groups tabs and on her other device (the server's mediated invitation, XEP-0045 §7.8.2); her
// message reaches both members, counted as unread until they open it; Henry's reply reaches Alice
// and Grace's two devices under his name, and read on one of them it is read on the other; a file
// Alice shares is downloaded by Henry intact; what Grace writes while Alice's page is closed
// reaches Alice from the archive; and when Grace removes Henry, his open group closes, back to
// /chat/, and leaves his lists.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { chatLink, messages, openChat, sendMessage, waitChatReady } from "../support/chat";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

const NOTES = Buffer.from("Launch checklist\n1. Slides\n2. Demo\n3. Cake\n", "utf8");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const groupsList = (page: Page) => page.getByRole("list", { name: "groups list" });
const groupRow = (page: Page, name: string) => groupsList(page).getByRole("link", { name: new RegExp(name) });

/** The chat screen on its groups tab. */
async function openGroupsTab(page: Page): Promise<void> {
  await openChat(page);
  await page.getByRole("tab", { name: "groups" }).click();
  await waitChatReady(page);
}

async function openGroup(page: Page, name: string): Promise<void> {
  await groupRow(page, name).click();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  await waitChatReady(page);
}

/** A message in the page's open conversation, with the sender's name above it when it is someone else's. */
function messageItem(page: Page, text: string) {
  return messages(page).getByRole("listitem").filter({ hasText: text });
}

test("a group: live invitation, messages to every member and device, unread, a file, the archive, a removal", async ({
  newUserPage,
}, testInfo) => {
  // Two sign-ins of one user at once would race for the same mailed token: Grace's devices in turn.
  const signInTwice = async (): Promise<[Page, Page]> => [
    await newUserPage("grace@example.com"),
    await newUserPage("grace@example.com"),
  ];
  const [[grace, gracePhone], henry, alice] = await Promise.all([
    signInTwice(),
    newUserPage("henry@example.com"),
    newUserPage("alice@example.com"),
  ]);
  const name = `Offsite ${Date.now() % 100000}`;
  for (const page of [grace, gracePhone, henry, alice]) await openGroupsTab(page);

  await test.step("Grace creates the group: it appears live in every member's groups tab", async () => {
    await grace.getByRole("button", { name: "create group" }).click();
    const drawer = grace.getByRole("dialog", { name: "Create Group" });
    await drawer.getByRole("textbox", { name: "Group name" }).fill(name);
    await drawer.getByRole("checkbox", { name: "Henry Hill" }).check();
    await drawer.getByRole("checkbox", { name: "Alice Adams" }).check();
    await drawer.getByRole("button", { name: "Create" }).click();
    await expect(grace.getByRole("heading", { name, exact: true })).toBeVisible();
    await waitChatReady(grace);
    await expect(groupRow(henry, name), "Henry's groups tab").toBeVisible();
    await expect(groupRow(alice, name), "Alice's groups tab").toBeVisible();
    await expect(groupRow(gracePhone, name), "the groups tab of Grace's other device").toBeVisible();
  });

  const hello = `Welcome to the offsite ${Date.now()}`;
  await test.step("Grace's message: unread for Henry and Alice until they open the group", async () => {
    await sendMessage(grace, hello);
    for (const page of [henry, alice]) {
      await expect(chatLink(page).getByLabel("1 unread")).toBeVisible();
      await expect(groupRow(page, name).getByLabel("1 unread")).toBeVisible();
    }
    for (const page of [henry, alice]) {
      await openGroup(page, name);
      await expect(messageItem(page, hello)).toContainText("Grace Green");
      await expect(chatLink(page).getByLabel(/unread/)).toBeHidden();
      await expect(groupRow(page, name).getByLabel(/unread/)).toBeHidden();
    }
  });

  const reply = `Count me in ${Date.now()}`;
  await test.step("Henry's reply reaches Alice and both of Grace's devices; read on one, read on both", async () => {
    // Grace leaves chat, so that the reply is unread on both of her devices.
    await grace
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" })
      .click();
    await sendMessage(henry, reply);
    await expect(messageItem(alice, reply)).toContainText("Henry Hill");
    for (const page of [grace, gracePhone]) await expect(chatLink(page).getByLabel("1 unread")).toBeVisible();
    await expect(groupRow(gracePhone, name).getByLabel("1 unread")).toBeVisible();
    await openGroupsTab(grace);
    await openGroup(grace, name);
    await expect(messageItem(grace, reply)).toContainText("Henry Hill");
    // Her read marker, reflected by the room, resets her other device.
    await expect(chatLink(gracePhone).getByLabel(/unread/)).toBeHidden();
    await expect(groupRow(gracePhone, name).getByLabel(/unread/)).toBeHidden();
    await openGroup(gracePhone, name);
    await expect(messageItem(gracePhone, reply)).toContainText("Henry Hill");
    // Her own message on her other device: hers, without a sender name.
    await expect(messageItem(gracePhone, hello)).toBeVisible();
    await expect(messageItem(gracePhone, hello)).not.toContainText("Grace Green");
  });

  await test.step("Alice shares a file: Henry downloads the same bytes", async () => {
    const chooser = alice.waitForEvent("filechooser");
    await alice.getByLabel("Attach a file").click();
    await (await chooser).setFiles({ name: "checklist.txt", mimeType: "text/plain", buffer: NOTES });
    const download = henry.waitForEvent("download");
    await messages(henry).getByRole("button", { name: "Download checklist.txt" }).click();
    expect((await download).suggestedFilename()).toBe("checklist.txt");
    expect(sha256(await readFile(await (await download).path()))).toBe(sha256(NOTES));
    for (const page of [grace, gracePhone]) {
      await expect(messageItem(page, "checklist.txt")).toContainText("Alice Adams");
    }
    await screenshotAtWidths(grace, testInfo, "chat-group-owner");
    await screenshotAtWidths(henry, testInfo, "chat-group-member");
    await screenshotAtWidths(alice, testInfo, "chat-group-member-sharing");
    await screenshotAtWidths(gracePhone, testInfo, "chat-group-second-device");
  });

  const missed = `Bus leaves at 8 ${Date.now()}`;
  await test.step("what Grace writes while Alice's page is closed reaches her from the archive", async () => {
    // Her signed-in browser stays; the page, and with it the chat's connection, goes.
    const aliceBrowser = alice.context();
    await alice.close();
    await sendMessage(grace, missed);
    await expect(messageItem(henry, missed)).toBeVisible();
    const aliceAgain = await aliceBrowser.newPage();
    await aliceAgain.goto("/");
    await openGroupsTab(aliceAgain);
    await openGroup(aliceAgain, name);
    await expect(messageItem(aliceAgain, missed)).toContainText("Grace Green");
    await expect(messageItem(aliceAgain, reply)).toContainText("Henry Hill");
  });

  await test.step("Grace removes Henry: his open group closes and leaves his lists", async () => {
    const henryRecent = henry
      .getByRole("list", { name: "chat list" })
      .getByRole("link", { name: new RegExp(name) });
    await henry.getByRole("tab", { name: "chat" }).click();
    await expect(henryRecent).toBeVisible();
    await expect(henry.getByRole("heading", { name, exact: true })).toBeVisible();
    await grace.getByRole("button", { name: "Group settings" }).click();
    const members = grace.getByRole("dialog", { name: "Group Settings" }).getByRole("list", {
      name: "Group members",
    });
    await members.getByRole("button", { name: "Remove Henry Hill" }).click();
    await expect(members.getByText("Henry Hill")).toBeHidden();
    await grace.getByRole("button", { name: "Close" }).click();
    await expect(henry).toHaveURL(/\/chat$/);
    await expect(henry.getByRole("heading", { name, exact: true })).toHaveCount(0);
    await expect(henryRecent).toHaveCount(0);
    await henry.getByRole("tab", { name: "groups" }).click();
    await expect(groupRow(henry, name)).toHaveCount(0);
  });
});
