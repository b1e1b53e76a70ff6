// The user's voicemail settings (issue 12), behind "Voicemail settings" in the visual voicemail:
// the defaults shown are the server's (end-to-end servers start with voicemail off, VOICEMAIL_ENABLED);
// turning voicemail on is saved at once and is still on after a reload.
import type { Page } from "@playwright/test";
import { screenshotAtWidths } from "../support/screenshots";
import { expect, test } from "../support/test";
import { setVoicemail } from "../support/voicemail";

const openSettings = async (page: Page) => {
  await page.goto("/voicemail");
  await page.getByRole("button", { name: "Voicemail settings" }).click();
  return page.getByRole("dialog", { name: "Voicemail settings" });
};

test("Frank turns voicemail on, and it stays on", async ({ newUserPage }, testInfo) => {
  const frank = await newUserPage("frank@example.com");
  try {
    const dialog = await openSettings(frank);
    const enabled = dialog.getByRole("switch", { name: "Send unanswered calls to voicemail" });
    // Never chosen: the server's defaults (voicemail/defaults), here off and 25 s.
    await expect(enabled).not.toBeChecked();
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
    await expect(again.getByRole("switch", { name: "Send unanswered calls to voicemail" })).toBeChecked();
    await expect(again.getByRole("combobox", { name: "Ring time before voicemail" })).toBeEnabled();
  } finally {
    // Frank's calls in other specs expect the default.
    await setVoicemail(frank, null);
  }
});
