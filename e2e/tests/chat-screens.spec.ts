// The chat screens without messages (issue 13, spec 2 §2 Chat, spec 1 §2 side navigation): the Chat
// link only while chat is enabled, 'Start a conversation' with its two buttons, the left panel's
// tabs, initial tab and lowercased search, a conversation's header, and the "Disable chat" switch.
import type { Page } from "@playwright/test";
import { chatLink, openChat, openContactConversation } from "../support/chat";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

async function openSystemSettings(page: Page) {
  await page.getByRole("button", { name: "Account settings" }).click();
  await page
    .getByRole("dialog", { name: "Account settings" })
    .getByRole("menuitem", { name: "System Settings" })
    .click();
  return page.getByRole("dialog", { name: "System Settings" });
}

test("the chat screen: start, tabs, search, a conversation, and Disable chat", async ({
  newUserPage,
}, testInfo) => {
  // Dave: no chat spec of this server's stream writes to him, so he has no chats yet (the initial-tab rule).
  const page = await newUserPage("dave@example.com");

  await test.step("the Chat link leads to 'Start a conversation' with the contacts tab first (no chats yet)", async () => {
    await openChat(page);
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { name: "Start a conversation" })).toBeVisible();
    await expect(page.getByText("Jump straight into a chat by selecting a user")).toBeVisible();
    await expect(page.getByRole("tab", { name: "contacts" })).toHaveAttribute("aria-selected", "true");
    await screenshotAtWidths(page, testInfo, "chat-start");
  });

  await test.step("'chat in a group' and 'chat with a contact' open their tabs", async () => {
    await page.getByRole("button", { name: "chat in a group" }).click();
    await expect(page.getByRole("tab", { name: "groups" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "chat with a contact" }).click();
    await expect(page.getByRole("tab", { name: "contacts" })).toHaveAttribute("aria-selected", "true");
  });

  await test.step("search is lowercased and finds colleagues by name or extension", async () => {
    const search = page.getByRole("searchbox", { name: "Search chats" });
    const list = page.getByRole("list", { name: "contacts list" });
    await search.fill("BOB");
    await expect(search).toHaveValue("bob");
    await expect(list.getByRole("link")).toHaveCount(1);
    await expect(list.getByRole("link", { name: /Bob Brown/ })).toBeVisible();
    await search.fill("1003");
    await expect(list.getByRole("link", { name: /Carol Clark/ })).toBeVisible();
    await search.fill("");
  });

  await test.step("a contact opens /chat/{extension} with the colleague's name and Call", async () => {
    await openContactConversation(page, "Bob Brown");
    await expect(page).toHaveURL(/\/chat\/1002$/);
    await expect(page.getByRole("button", { name: "Call Bob Brown" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    await screenshotAtWidths(page, testInfo, "chat-conversation-empty");
  });

  await test.step("Disable chat hides the link; /chat then offers only the way home", async () => {
    const dialog = await openSystemSettings(page);
    await dialog.getByRole("switch", { name: "Disable chat" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(chatLink(page)).toHaveCount(0);
    const back = page.getByRole("link", { name: "Chat is disabled, click to return to home screen" });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });
});
