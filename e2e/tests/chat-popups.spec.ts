// Chat popups (issue 13, spec 2 §2, §4, §6): opened from the presence board's Chat action (B/P keys
// whose colleague has chat), docked at the bottom 260 px wide, minimised and expanded, and closed
// with Escape — the active popup first, then the last.
import type { Locator, Page } from "@playwright/test";
import { openBoard } from "../support/presence";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";

const tile = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Presence board" }).getByRole("listitem", { name, exact: true });

async function chatFromBoard(page: Page, name: string): Promise<Locator> {
  await tile(page, name)
    .getByRole("button", { name: `More actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Chat" }).click();
  const popup = page.getByRole("dialog", { name: `Chat with ${name}` });
  await expect(popup).toBeVisible();
  return popup;
}

test("popups open from the board's Chat action and close with Escape", async ({ newUserPage }, testInfo) => {
  const page = await newUserPage("henry@example.com");
  await openBoard(page);

  const bob = await chatFromBoard(page, "Bob Brown");
  expect((await bob.boundingBox())?.width).toBe(260);
  const carol = await chatFromBoard(page, "Carol Clark");
  await expect(carol.getByRole("textbox", { name: "Message" })).toBeVisible();
  await screenshotAtWidths(page, testInfo, "chat-popups");

  await test.step("minimise keeps only the popup's bar; expand brings the conversation back", async () => {
    await bob.getByRole("button", { name: "Minimise chat" }).click();
    await expect(bob.getByRole("textbox", { name: "Message" })).toHaveCount(0);
    await bob.getByRole("button", { name: "Expand chat" }).click();
    await expect(bob.getByRole("textbox", { name: "Message" })).toBeVisible();
  });

  await test.step("Escape closes the active popup (Bob's, used last), then the last one", async () => {
    await page.keyboard.press("Escape");
    await expect(bob).toBeHidden();
    await expect(carol).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(carol).toBeHidden();
  });
});
