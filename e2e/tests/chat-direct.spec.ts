// Direct chat over the embedded XMPP server (issue 13; spec 2 §2, §4, §5; spec 1 §2 badge and page
// title): Alice writes to Bob, who is signed in on two pages (two devices). Her message's ticks go
// from the server's ack to Received as Bob's device confirms it, and to Read when Bob opens the
// conversation; Bob's unread badge and page title count up on both devices and reset on both when
// he reads it on one; his reply reaches Alice and, by carbon, his other device.
import type { Page } from "@playwright/test";
import {
  chatLink,
  messageField,
  messages,
  openChat,
  openContactConversation,
  sendMessage,
  waitChatReady,
} from "../support/chat";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

/** Bob's chat has started (the unread total comes from it): the Chat link is there and the XMPP session is up. */
async function chatStarted(page: Page): Promise<void> {
  await openChat(page);
  await waitChatReady(page);
  await page.goto("/");
}

test("a direct chat: ticks to Read, unread badge and title on two devices, a reply with carbons", async ({
  newUserPage,
}, testInfo) => {
  const alice = await newUserPage("alice@example.com");
  const bob = await newUserPage("bob@example.com");
  const bobPhone = await newUserPage("bob@example.com");
  await Promise.all([chatStarted(bob), chatStarted(bobPhone)]);

  const text = `Hello Bob ${Date.now()}`;
  await test.step("Alice's message is delivered: the server acks it and Bob's devices confirm it", async () => {
    await openChat(alice);
    await openContactConversation(alice, "Bob Brown");
    await waitChatReady(alice);
    // spec 2 §2: Video only while the colleague is online (Bob's devices are) and video is enabled.
    await expect(alice.getByRole("button", { name: "Video call with Bob Brown" })).toBeVisible();
    await messageField(alice).fill("   ");
    await expect(alice.getByRole("button", { name: "Send message" })).toBeDisabled();
    await sendMessage(alice, text);
    const mine = messages(alice).getByRole("listitem").filter({ hasText: text });
    await expect(mine.getByRole("img", { name: "Received" })).toBeVisible();
  });

  await test.step("Bob's badge and title count the unread message on both devices", async () => {
    for (const page of [bob, bobPhone]) {
      await expect(chatLink(page).getByLabel("1 unread")).toBeVisible();
      await expect(page).toHaveTitle("Mobex - (1) Message");
    }
  });

  await test.step("Bob opens it: Alice sees Read, and Bob's other device resets too", async () => {
    await openChat(bob);
    await bob.getByRole("tab", { name: "chat" }).click();
    await bob
      .getByRole("list", { name: "chat list" })
      .getByRole("link", { name: /Alice Adams/ })
      .click();
    await expect(messages(bob).getByText(text)).toBeVisible();
    await expect(
      messages(alice).getByRole("listitem").filter({ hasText: text }).getByRole("img", { name: "Read" }),
    ).toBeVisible();
    await expect(bob).toHaveTitle("Mobex");
    await expect(bobPhone).toHaveTitle("Mobex");
    await expect(chatLink(bobPhone).getByLabel(/unread/)).toBeHidden();
  });

  await test.step("Bob replies: Alice gets it live, Bob's other device shows it as his", async () => {
    await waitChatReady(bob);
    // Unique per run: the archive keeps earlier runs' replies in the same conversation.
    const lastLine = `See you at 3 (${Date.now()}).`;
    await sendMessage(bob, `Hi Alice!\n${lastLine}`);
    await expect(messages(alice).getByText(lastLine)).toBeVisible();
    await openChat(bobPhone);
    await bobPhone.getByRole("tab", { name: "chat" }).click();
    await bobPhone
      .getByRole("list", { name: "chat list" })
      .getByRole("link", { name: /Alice Adams/ })
      .click();
    await expect(messages(bobPhone).getByText(lastLine)).toBeVisible();
    await screenshotAtWidths(alice, testInfo, "chat-direct-alice");
    await screenshotAtWidths(bob, testInfo, "chat-direct-bob");
  });
});
