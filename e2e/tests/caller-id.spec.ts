// Caller-id choice (issue 4; spec 1 §2 Settings menu, §3 Caller id, §7 callerid/list and update):
// the caller id chosen in the settings menu is what the callee sees on the next call.
import type { Page } from "@playwright/test";
import { callDrawer as calls, dialFromHome, expect, test, waitRegistered } from "../support/media";

async function chooseCallerId(page: Page, option: string): Promise<void> {
  await page.getByRole("button", { name: "Account settings" }).click();
  const menu = page.getByRole("dialog", { name: "Account settings" });
  const saved = page.waitForResponse((response) => response.url().endsWith("/webrtc/mobex/callerid/update/"));
  await menu.getByRole("combobox", { name: "Caller ID" }).click();
  await page.getByRole("option", { name: new RegExp(option) }).click();
  expect((await saved).ok()).toBe(true);
  await expect(menu.getByRole("combobox", { name: "Caller ID" })).toContainText(option);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
}

test("the caller id chosen in the settings menu is what the callee sees", async ({ phonePage }) => {
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(grace), waitRegistered(henry)]);

  await chooseCallerId(grace, "Example Ltd main line");
  await test.step("the dialpad's selector follows the choice", async () => {
    await expect(grace.getByRole("region", { name: "Dialpad" }).getByLabel("Caller ID")).toHaveValue(
      "400010000",
    );
    // spec 1 §2 Dialpad: the drawer's dialpad carries the same selector (issue 10).
    await grace.getByRole("button", { name: "Show calls" }).click();
    await expect(calls(grace).getByLabel("Caller ID")).toHaveValue("400010000");
    await grace.getByRole("button", { name: "Hide calls" }).click();
  });

  await test.step("Henry's incoming call shows the main line, not Grace", async () => {
    await dialFromHome(grace, "1008");
    await expect(calls(henry).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(henry)).toContainText("Example Ltd main line");
    await expect(calls(henry)).not.toContainText("Grace Green");
    await calls(grace).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(henry).getByRole("region")).toHaveCount(0);
  });

  await test.step("choosing her own number again restores her name on the next call", async () => {
    await chooseCallerId(grace, "400011007");
    await expect(calls(grace).getByRole("region")).toHaveCount(0);
    await dialFromHome(grace, "1008");
    await expect(calls(henry).getByText("Incoming Call...")).toBeVisible();
    await expect(calls(henry)).toContainText("Grace Green");
    await calls(grace).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(henry).getByRole("region")).toHaveCount(0);
  });
});
