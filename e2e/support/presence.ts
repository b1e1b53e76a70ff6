// The settings menu's presence select (spec 1 §2 Settings menu, §4 Presence), as a user chooses it.
import type { Page } from "@playwright/test";
import { expect } from "./test";

/** Opens the account settings, picks `label` in Presence, and closes the menu again. */
export async function choosePresence(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Account settings" }).click();
  const menu = page.getByRole("dialog", { name: "Account settings" });
  await menu.getByRole("combobox", { name: "Presence" }).click();
  await page.getByRole("option", { name: label, exact: true }).click();
  await expect(menu.getByRole("combobox", { name: "Presence" })).toContainText(label);
  // Escape closes the innermost popup: the option list first, if it is still closing.
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await page.keyboard.press("Escape");
  // The open menu hides the page behind it from the accessibility tree: the next step needs it gone.
  await expect(menu).toBeHidden();
}

/** Opens the presence board from the side navigation. */
export async function openBoard(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Presence" })
    .click();
  await expect(page.getByRole("heading", { name: "Presence", level: 1 })).toBeVisible();
}
