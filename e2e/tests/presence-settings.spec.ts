// The settings menu's presence select and status text (spec 1 §2, §4 Presence, §5): what a user
// sets is stored by the server, so another device of the same user shows it too.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";

function jweOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string }).jwetoken,
  );
}

async function statusTextOnServer(page: Page): Promise<string> {
  const answer = await page.request.post("/webrtc/api/", { data: { token: await jweOf(page) } });
  return ((await answer.json()) as { data: { status_text: string } }).data.status_text;
}

async function openAccountSettings(page: Page) {
  await page.getByRole("button", { name: "Account settings" }).click();
  return page.getByRole("dialog", { name: "Account settings" });
}

async function choosePresence(page: Page, label: string): Promise<void> {
  const menu = await openAccountSettings(page);
  await menu.getByRole("combobox", { name: "Presence" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await expect(menu.getByRole("combobox", { name: "Presence" })).toContainText(label);
}

test("presence and status text follow the user to another device", async ({ newUserPage }) => {
  const laptop = await newUserPage("carol@example.com");

  await test.step("choose Do not disturb and type a status text; it is saved after typing stops", async () => {
    await choosePresence(laptop, "Do not disturb");
    const status = laptop.getByRole("textbox", { name: "Status" });
    await status.fill("Back at 3pm");
    await expect.poll(() => statusTextOnServer(laptop)).toBe("Back at 3pm");
    await laptop.keyboard.press("Escape");
    await expect(laptop.getByRole("dialog", { name: "Account settings" })).toBeHidden();
    await expect(laptop.getByRole("banner")).toContainText("Do not disturb");
  });

  await test.step("a second device of the same user shows both", async () => {
    const phone = await newUserPage("carol@example.com");
    await expect(phone.getByRole("banner")).toContainText("Do not disturb");
    const phoneMenu = await openAccountSettings(phone);
    await expect(phoneMenu.getByRole("textbox", { name: "Status" })).toHaveValue("Back at 3pm");
    await expect(phoneMenu.getByRole("combobox", { name: "Presence" })).toContainText("Do not disturb");
  });

  await test.step("back to Available: DND is switched off", async () => {
    await choosePresence(laptop, "Available");
    await laptop.keyboard.press("Escape");
    await expect(laptop.getByRole("dialog", { name: "Account settings" })).toBeHidden();
    await expect(laptop.getByRole("banner")).toContainText("Available");
  });
});
