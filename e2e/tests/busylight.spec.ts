// The hardware busylight (spec 1 §2 app bar and System Settings, §3 and §9 busylight settings, §4
// precedence, §7 the 8989 protocol, §8 "Busylight 500"), driven through the emulated bridge a user
// would run (packages/busylight-bridge --emulate), as a real call proceeds.
import type { Page } from "@playwright/test";
import { type Bridge, lit, startBridge } from "../support/busylight-bridge";
import { callDrawer as calls, dialFromHome as dial, expect, test, waitRegistered } from "../support/media";
import { choosePresence } from "../support/presence";

// spec 1 §9: the busylight is asked again every 3 s; allow a few rounds on a busy machine.
const LAMP_TIMEOUT_MS = 15_000;

async function openSystemSettings(page: Page) {
  await page.getByRole("button", { name: "Account settings" }).click();
  await page
    .getByRole("dialog", { name: "Account settings" })
    .getByRole("menuitem", { name: "System Settings" })
    .click();
  return page.getByRole("dialog", { name: "System Settings" });
}

/** Leaves the shared server as it was: later specs sign in as the same user without a busylight. */
async function clearBusylightSettings(page: Page): Promise<void> {
  const { jwetoken, token } = await page.evaluate(
    () => JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string; token: string },
  );
  const { phone } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
    phone: string;
  };
  await page.request.post("/webrtc/mobex/configs/update", {
    data: { token: jwetoken, phone, config: "busylight", value: null },
  });
}

test("the busylight follows a call, DND and call attention, and says when its software or lamp is missing", async ({
  phonePage,
}, testInfo) => {
  test.setTimeout(240_000);
  let bridge: Bridge | null = await startBridge();
  const grace = await phonePage("grace@example.com");
  const henry = await phonePage("henry@example.com");
  const lamp = async () => (await bridge!.state()).lamp;
  const shot = (name: string) => grace.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  try {
    await Promise.all([waitRegistered(grace), waitRegistered(henry)]);

    await test.step("Grace switches on Hardware busylight: the app bar gains its two icons, the lamp turns green", async () => {
      await expect(grace.getByRole("button", { name: "Call attention", exact: true })).toHaveCount(0);
      const settings = await openSystemSettings(grace);
      await settings.getByRole("switch", { name: "Hardware busylight" }).check();
      await expect(settings.getByRole("button", { name: "Busylight settings" })).toBeVisible();
      await settings.getByRole("button", { name: "Close" }).click();
      await expect(settings).toBeHidden();
      await expect(grace.getByRole("button", { name: "Call attention", exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Green"));
      await expect(grace.getByRole("button", { name: "Busylight: Available, green" })).toBeVisible();
    });

    await test.step("at 390 px the icons that do not fit wait in More, with their names; the own line stays whole", async () => {
      await grace.setViewportSize({ width: 390, height: 844 });
      const header = grace.getByRole("banner");
      const word = header.getByText("Available", { exact: true });
      await expect(word).toBeInViewport({ ratio: 1 });
      // Nothing of the dot and word is cut off: the status line is as wide as what it holds.
      expect(
        await word.evaluate((span) => span.parentElement!.scrollWidth - span.parentElement!.clientWidth),
      ).toBe(0);
      expect(await header.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBe(0);
      await expect(header.getByRole("button", { name: "Notifications" })).toBeInViewport({ ratio: 1 });
      await expect(header.getByRole("button", { name: "Call attention", exact: true })).toHaveCount(0);

      const more = header.getByRole("button", { name: "More" });
      await more.click();
      const menu = grace.getByRole("group", { name: "More" });
      const attention = menu.getByRole("button", { name: "Call attention", exact: true });
      await expect(attention).toHaveAttribute("aria-pressed", "false");
      await expect(menu.getByRole("button", { name: "Busylight: Available, green" })).toBeVisible();
      await shot("app-bar-more-390x844");
      await attention.click();
      await expect(menu).toBeHidden();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Pulse", "Blue"));
      await more.click();
      await expect(attention).toHaveAttribute("aria-pressed", "true");
      await attention.click();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Green"));

      await more.click();
      await menu.getByRole("button", { name: "Busylight: Available, green" }).click();
      const settings = grace.getByRole("dialog", { name: "Busylight settings" });
      await expect(settings.getByRole("status")).toHaveText("The busylight is connected.");
      await settings.getByRole("button", { name: "Close" }).click();
      await expect(settings).toBeHidden();

      await grace.setViewportSize({ width: 1440, height: 900 });
      await expect(header.getByRole("button", { name: "Call attention", exact: true })).toBeVisible();
      await expect(header.getByRole("button", { name: "More" })).toHaveCount(0);
    });

    await test.step("Henry calls: the lamp blinks red with Kuando Train (3) at volume 75 while it rings", async () => {
      await dial(henry, "1007");
      await expect(calls(grace).getByText("Incoming Call...")).toBeVisible();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Blink", "Red", 3, 75));
    });

    await test.step("Grace answers: on call, yellow; call attention (help) goes above it and back", async () => {
      await calls(grace).getByRole("button", { name: "Answer" }).click();
      await expect(calls(grace).getByRole("timer", { name: "Call duration" })).toBeVisible();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Yellow"));
      const attention = grace.getByRole("button", { name: "Call attention", exact: true });
      await attention.click();
      await expect(attention).toHaveAttribute("aria-pressed", "true");
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Pulse", "Blue"));
      await attention.click();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Yellow"));
    });

    await test.step("Henry hangs up: available, green again", async () => {
      await calls(henry).getByRole("button", { name: "Hang Up" }).click();
      await expect(calls(grace).getByRole("timer", { name: "Call duration" })).toBeHidden();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Green"));
    });

    await test.step("Do not disturb shows red; Available brings green back", async () => {
      await choosePresence(grace, "Do not disturb");
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Red"));
      await choosePresence(grace, "Available");
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Green"));
    });

    await test.step("the busylight settings are stored on the server and drive the lamp", async () => {
      await grace.setViewportSize({ width: 1440, height: 900 });
      await grace.getByRole("button", { name: /^Busylight: / }).click();
      const dialog = grace.getByRole("dialog", { name: "Busylight settings" });
      await expect(dialog.getByRole("status")).toHaveText("The busylight is connected.");
      const available = dialog.getByRole("group", { name: "Available", exact: true });
      await expect(available.getByLabel("Colour")).toHaveValue("Green");
      await expect(dialog.getByRole("group", { name: "Incoming call" }).getByLabel("Ringtone")).toHaveValue(
        "3",
      );
      await expect(dialog.getByRole("slider", { name: "Volume" })).toHaveValue("75");
      await expect(available.getByLabel("Effect").locator("option")).toHaveText([
        "Light",
        "Blink",
        "Pulse",
        "Disabled",
      ]);
      const saved = grace.waitForResponse((answer) => answer.url().endsWith("/webrtc/mobex/configs/update"));
      await available.getByLabel("Colour").selectOption("Cyan");
      expect((await saved).status()).toBe(200);
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Cyan"));
      await shot("busylight-settings-1440x900");
      await grace.setViewportSize({ width: 390, height: 844 });
      await shot("busylight-settings-390x844");
      await grace.reload();
      // At this width the status icon waits in the app bar's More menu.
      await grace.getByRole("button", { name: "More" }).click();
      await grace.getByRole("button", { name: "Busylight: Available, cyan" }).click();
      await expect(
        dialog.getByRole("group", { name: "Available", exact: true }).getByLabel("Colour"),
      ).toHaveValue("Cyan");
      await dialog.getByRole("button", { name: "Close" }).click();
      await grace.setViewportSize({ width: 1440, height: 900 });
    });

    await test.step("the bridge stops: the software-not-installed dialog, with its download link and Test", async () => {
      await bridge?.stop();
      bridge = null;
      const dialog = grace.getByRole("dialog", { name: "Busylight software not installed" });
      await expect(dialog).toBeVisible({ timeout: LAMP_TIMEOUT_MS });
      await expect(dialog.getByRole("link", { name: "Download the busylight software" })).toHaveAttribute(
        "href",
        /busylight-bridge/,
      );
      await shot("busylight-not-installed-1440x900");
      await grace.setViewportSize({ width: 390, height: 844 });
      await shot("busylight-not-installed-390x844");
      await grace.setViewportSize({ width: 1440, height: 900 });
      await dialog.getByRole("button", { name: "Test" }).click();
      await expect(dialog.getByRole("status")).toHaveText("Still no answer from the busylight software.");
    });

    await test.step("the bridge runs without a lamp (404): the disconnected dialog tells to check the cable", async () => {
      bridge = await startBridge({ device: false });
      const dialog = grace.getByRole("dialog", { name: "Busylight disconnected" });
      await expect(dialog).toContainText("Check the cable", { timeout: LAMP_TIMEOUT_MS });
      await expect(grace.getByRole("dialog", { name: "Busylight software not installed" })).toHaveCount(0);
      await shot("busylight-disconnected-1440x900");
      await grace.setViewportSize({ width: 390, height: 844 });
      await shot("busylight-disconnected-390x844");
      await grace.setViewportSize({ width: 1440, height: 900 });
      await dialog.getByRole("button", { name: "Test" }).click();
      await expect(dialog.getByRole("status")).toHaveText("Still no busylight connected.");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(grace.getByRole("button", { name: "Busylight: disconnected" })).toBeVisible();
      await bridge.stop();
      bridge = null;
    });

    await test.step("a bridge that serves another web app (403): the dialog says how to restart it", async () => {
      bridge = await startBridge({ servesOrigin: "https://mobex.other.example" });
      const dialog = grace.getByRole("dialog", { name: "Busylight software serves another web app" });
      await expect(dialog).toContainText("--forget-origin", { timeout: LAMP_TIMEOUT_MS });
      await shot("busylight-other-app-1440x900");
      await expect.poll(lamp).toEqual({ on: false });
      await dialog.getByRole("button", { name: "Close" }).click();
      await bridge.stop();
      bridge = null;
    });

    await test.step("the lamp is back: the dialog closes by itself and the lamp shows Grace's state", async () => {
      bridge = await startBridge();
      await expect(grace.getByRole("dialog", { name: /^Busylight/ })).toHaveCount(0, {
        timeout: LAMP_TIMEOUT_MS,
      });
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual(lit("Light", "Cyan"));
      await expect(grace.getByRole("button", { name: "Busylight: Available, cyan" })).toBeVisible();
    });

    await test.step("switching Hardware busylight off turns the lamp off and removes the app-bar icons", async () => {
      const settings = await openSystemSettings(grace);
      await settings.getByRole("switch", { name: "Hardware busylight" }).uncheck();
      await settings.getByRole("button", { name: "Close" }).click();
      await expect.poll(lamp, { timeout: LAMP_TIMEOUT_MS }).toEqual({ on: false });
      await expect(grace.getByRole("button", { name: "Call attention", exact: true })).toHaveCount(0);
    });
  } finally {
    await clearBusylightSettings(grace);
    await bridge?.stop();
  }
});
