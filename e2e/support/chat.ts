// Helpers of the chat specs (issue 13): the side navigation's Chat link, the chat screen's panels.
import { expect, type Locator, type Page } from "@playwright/test";

export function chatLink(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: /^Chat/ });
}

/** Opens /chat from the side navigation and waits until its data is in (past 'Chat is loading...'). */
export async function openChat(page: Page): Promise<void> {
  await chatLink(page).click();
  await expect(page.getByPlaceholder("Enter name or extension")).toBeVisible();
}

/** Opens the conversation with a colleague from the contacts tab. */
export async function openContactConversation(page: Page, name: string): Promise<void> {
  await page.getByRole("tab", { name: "contacts" }).click();
  await page
    .getByRole("list", { name: "contacts list" })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
}

export function messageField(page: Page): Locator {
  return page.getByRole("textbox", { name: "Message" });
}

export function messages(page: Page): Locator {
  return page.getByRole("list", { name: "Messages" });
}

/** Waits until the chat is connected: the message field's Send is usable once text is in (spec 2 §5). */
export async function waitChatReady(page: Page): Promise<void> {
  await expect(page.getByText("Not connected. Trying to reconnect…")).toBeHidden();
  await expect(
    page.getByText("It seems there is instability on your chat connection. Please wait"),
  ).toBeHidden();
}

/** Types and sends with Enter (spec 2 §5). */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await messageField(page).fill(text);
  await messageField(page).press("Enter");
  await expect(messageField(page)).toHaveValue("");
}
