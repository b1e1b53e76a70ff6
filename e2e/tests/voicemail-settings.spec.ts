// The user's voicemail settings (issue 12), behind "Voicemail settings" in the visual voicemail:
// turning voicemail off is saved at once and is still off after a reload.
import type { Page } from "@playwright/test";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";
import { setVoicemail } from "../support/voicemail";

const openSettings = async (page: Page) => {
  await page.goto("/voicemail");
  await page.getByRole("button", { name: "Voicemail settings" }).click();
  return page.getByRole("dialog", { name: "Voicemail settings" });
};

test("Frank turns voicemail off, and it stays off", async ({ newUserPage }, testInfo) => {
  const frank = await newUserPage("frank@example.com");
  try {
    const dialog = await openSettings(frank);
    const enabled = dialog.getByRole("switch", { name: "Send unanswered calls to voicemail" });
    // Never chosen: the server's defaults.
    await expect(enabled).toBeChecked();
    await expect(dialog.getByRole("combobox", { name: "Ring time before voicemail" })).toHaveValue("25");
    await screenshotAtWidths(frank, testInfo, "voicemail-settings", [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]);
    const saved = frank.waitForResponse((response) => response.url().endsWith("/configs/update"));
    await enabled.click();
    expect((await saved).ok()).toBe(true);

    await frank.reload();
    const again = await openSettings(frank);
    await expect(again.getByRole("switch", { name: "Send unanswered calls to voicemail" })).not.toBeChecked();
    await expect(again.getByRole("combobox", { name: "Ring time before voicemail" })).toBeDisabled();
  } finally {
    // Frank's calls in other specs expect the default.
    await setVoicemail(frank, null);
  }
});
