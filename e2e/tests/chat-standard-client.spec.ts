// A standard XMPP client on our XMPP server (issue 13: "a standard XMPP client signed in with a
// user's chat credentials sees the same conversations"): Alice uses Mobex, Bob converse.js signed
// in with the ephemeral chat credentials the API gives him. What Alice wrote before he signed in
// comes from the archive (XEP-0313), her next message arrives live and turns Read by his marker,
// his reply reaches her Mobex conversation, and a group she creates with him is joined in
// converse.js by its address (converse.js does not act on mediated invitations), with messages
// both ways. converse-xmpp-frames.txt in the test's output has every frame converse.js exchanged.
import { writeFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { chatAccountOf } from "../support/chat-credentials";
import { messages, openChat, openContactConversation, sendMessage, waitChatReady } from "../support/chat";
import { openConversePage } from "../support/converse-page";
import { screenshotSideBySide } from "../support/side-by-side";
import { expect, test } from "../support/test";

/** converse.js's markup (its own, not ours to label): the open chat's message texts. */
function converseMessages(page: Page, text: string) {
  return page.locator(".chat-content .chat-msg__text").filter({ hasText: text });
}

async function converseSend(page: Page, text: string): Promise<void> {
  const field = page.getByPlaceholder("Message", { exact: true });
  await field.fill(text);
  await field.press("Enter");
  await expect(field).toHaveValue("");
}

function aliceTick(alice: Page, text: string, name: string) {
  return messages(alice).getByRole("listitem").filter({ hasText: text }).getByRole("img", { name });
}

test("converse.js signed in with Bob's chat credentials shares his conversations with Alice's Mobex", async ({
  newUserPage,
  browser,
  appUrl,
  request,
}, testInfo) => {
  const stamp = Date.now() % 100_000;
  const earlier = [`Before you signed in ${stamp}`, `From the archive ${stamp}`];
  const live = `Live from Mobex ${stamp}`;
  const reply = `Reply from converse.js ${stamp}`;
  const groupName = `Interop ${stamp}`;
  const fromMobex = `Group hello from Mobex ${stamp}`;
  const fromConverse = `Group reply from converse.js ${stamp}`;
  const into = { contexts: [] as BrowserContext[], frames: [] as string[], pageErrors: [] as string[] };
  const alice = await newUserPage("alice@example.com");
  const account = await chatAccountOf(request, "bob@example.com");

  try {
    await test.step("Alice writes to Bob while no client of his is signed in", async () => {
      await openChat(alice);
      await openContactConversation(alice, "Bob Brown");
      await waitChatReady(alice);
      for (const text of earlier) await sendMessage(alice, text);
      for (const text of earlier)
        await expect(aliceTick(alice, text, "Delivered to the server")).toBeVisible();
    });

    const converse =
      await test.step("Bob signs in to converse.js: his roster is his colleagues", async () => {
        const page = await openConversePage(browser, appUrl, account, into);
        await expect(page.locator("converse-roster").getByText("Alice Adams")).toBeVisible({
          timeout: 20_000,
        });
        return page;
      });

    await test.step("The earlier messages come from the archive when he opens the chat", async () => {
      await converse.locator("converse-roster").getByText("Alice Adams").click();
      for (const text of earlier) await expect(converseMessages(converse, text)).toBeVisible();
    });

    await test.step("Alice's next message arrives live; converse.js's marker turns it Read", async () => {
      await sendMessage(alice, live);
      await expect(converseMessages(converse, live)).toBeVisible();
      await expect(aliceTick(alice, live, "Read")).toBeVisible();
    });

    await test.step("Bob's reply typed in converse.js reaches Alice's conversation", async () => {
      await converseSend(converse, reply);
      await expect(messages(alice).getByText(reply)).toBeVisible();
      await screenshotSideBySide(converse, alice, testInfo, "chat-standard-client-direct");
    });

    await test.step("Alice creates a group with Bob; converse.js joins it by its address", async () => {
      await alice.getByRole("tab", { name: "groups" }).click();
      await alice.getByRole("button", { name: "create group" }).click();
      const drawer = alice.getByRole("dialog", { name: "Create Group" });
      await drawer.getByRole("textbox", { name: "Group name" }).fill(groupName);
      await drawer.getByRole("checkbox", { name: "Bob Brown" }).check();
      await drawer.getByRole("button", { name: "Create" }).click();
      await expect(alice).toHaveURL(/\/chat\/g[a-z2-7]{12}$/);
      // The group's room is <group id>@conference.<domain> (chat-addresses.ts); rooms are hidden.
      const roomJid = `${new URL(alice.url()).pathname.split("/").at(-1) ?? ""}@conference.${account.domain}`;
      await waitChatReady(alice);

      await converse.locator("converse-rooms-list converse-dropdown button").click();
      await converse.getByRole("button", { name: "Add groupchat" }).click();
      const modal = converse.locator("converse-add-muc-modal");
      await modal.locator('input[name="chatroom"]').fill(roomJid);
      await modal.getByRole("button", { name: "Join" }).click();
      await expect(converse.locator("converse-muc-heading").getByText(groupName)).toBeVisible();
    });

    await test.step("A group message goes both ways", async () => {
      await sendMessage(alice, fromMobex);
      await expect(converseMessages(converse, fromMobex)).toBeVisible();
      await converseSend(converse, fromConverse);
      await expect(messages(alice).getByText(fromConverse)).toBeVisible();
      await screenshotSideBySide(converse, alice, testInfo, "chat-standard-client-group");
    });

    expect(into.pageErrors, "uncaught errors in converse.js").toEqual([]);
  } finally {
    await writeFile(testInfo.outputPath("converse-xmpp-frames.txt"), into.frames.join("\n"));
    await Promise.all(into.contexts.map((context) => context.close()));
  }
});
