// Switches and flags that take effect (issue 10; spec 1 §2 App bar, Settings menu, System Settings;
// §3 ringAllDevices; §5, §6 feature flags):
// - "Ring all devices" off: an incoming call rings only the device its user last used (the last to
//   register anew, or to place or answer a call), on the shared server;
// - the administrator's flags: without the phone book (cpb) there is no Contacts link, /contacts is
//   Nothing Here and the phone-book API answers 403; the chat and video switches are hidden; the
//   switches themselves are kept on the device; the status line shows new voicemails. This part
//   changes a demo user's flags, so it runs on a server of its own.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { callDrawer, dialFromHome, expect, packetsReceived, test, waitRegistered } from "../support/media";
import { openUserPage } from "../support/sign-in";
import { startTestServer, type TestServer } from "../support/test-server";

async function openAccountSettings(page: Page) {
  await page.getByRole("button", { name: "Account settings" }).click();
  return page.getByRole("dialog", { name: "Account settings" });
}

/** Closes a dialog with Escape and waits until it is gone (the page behind it is hidden from the accessibility tree until then). */
async function closeWithEscape(page: Page, name: string): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name })).toBeHidden();
}

async function turnOffRingAllDevices(page: Page): Promise<void> {
  const menu = await openAccountSettings(page);
  const ringAll = menu.getByRole("switch", { name: "Ring all devices" });
  await expect(ringAll).toBeChecked();
  await expect(ringAll).toHaveAccessibleDescription("When off, a call rings only the device you used last.");
  await ringAll.click();
  await expect(ringAll).not.toBeChecked();
  await closeWithEscape(page, "Account settings");
}

/** A reload opens a new connection: the phone registers anew, with the switch as stored on the device. */
async function reloadAndRegister(page: Page): Promise<void> {
  await page.reload();
  // The phone starts after the page has loaded its chunks again, slowly on a busy machine.
  await expect(page.getByRole("status", { name: "Phone status" })).toHaveAttribute(
    "data-state",
    "registered",
    {
      timeout: 30_000,
    },
  );
}

const incoming = (page: Page) => callDrawer(page).getByText("Incoming Call...");

/**
 * Starts noting whether the page's call drawer ever shows an incoming call; read it with the function
 * returned. A device that rang briefly and was cancelled leaves no trace in the drawer, so absence at
 * the end alone would prove nothing.
 */
async function watchRinging(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flags = window as unknown as { __rang?: boolean };
    flags.__rang = false;
    const check = () => {
      if (document.querySelector('aside[aria-label="Calls"]')?.textContent?.includes("Incoming Call...")) {
        flags.__rang = true;
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __rang?: boolean }).__rang === true);
}

test("with Ring all devices off, a call rings only the device its user last used", async ({ phonePage }) => {
  const grace = await phonePage("grace@example.com");
  const desk = await phonePage("henry@example.com");
  const laptop = await phonePage("henry@example.com");
  await Promise.all([waitRegistered(grace), waitRegistered(desk), waitRegistered(laptop)]);

  await test.step("the switch is kept on each device: both register again without it", async () => {
    await turnOffRingAllDevices(laptop);
    await turnOffRingAllDevices(desk);
    await reloadAndRegister(laptop);
    await reloadAndRegister(desk);
    const menu = await openAccountSettings(desk);
    await expect(menu.getByRole("switch", { name: "Ring all devices" })).not.toBeChecked();
    await closeWithEscape(desk, "Account settings");
  });

  await test.step("the desk registered last: only the desk rings", async () => {
    const laptopRang = await watchRinging(laptop);
    await dialFromHome(grace, "1008");
    await expect(incoming(desk)).toBeVisible();
    await callDrawer(desk).getByRole("button", { name: "Decline" }).click();
    await expect(callDrawer(laptop).getByRole("region")).toHaveCount(0);
    await expect(laptop.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName(
      "Notifications",
    );
    await expect(callDrawer(grace).getByRole("region")).toHaveCount(0);
    expect(await laptopRang()).toBe(false);
  });

  await test.step("the laptop places a call: now only the laptop rings, and it carries the call", async () => {
    await dialFromHome(laptop, "1007");
    await expect(incoming(grace)).toBeVisible();
    await callDrawer(grace).getByRole("button", { name: "Decline" }).click();
    await expect(callDrawer(laptop).getByRole("region")).toHaveCount(0);
    await expect(callDrawer(grace).getByRole("region")).toHaveCount(0);

    const deskRang = await watchRinging(desk);
    await dialFromHome(grace, "1008");
    await expect(incoming(laptop)).toBeVisible();
    await callDrawer(laptop).getByRole("button", { name: "Answer" }).click();
    await expect.poll(() => packetsReceived(grace)).toBeGreaterThan(25);
    await expect.poll(() => packetsReceived(laptop)).toBeGreaterThan(25);
    await expect(callDrawer(desk).getByRole("region")).toHaveCount(0);
    await expect(desk.getByRole("button", { name: /^Notifications/ })).toHaveAccessibleName("Notifications");
    await callDrawer(grace).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(laptop).getByText("Call ended")).toBeVisible();
    expect(await deskRang()).toBe(false);
  });
});

test.describe("the administrator's flags", () => {
  let server: TestServer;
  const contexts: BrowserContext[] = [];

  test.beforeAll(async () => {
    server = await startTestServer({ name: "switches" });
  });
  test.afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await server.stop();
  });

  const openAs = (browser: Browser, pageErrors: string[], email: string): Promise<Page> =>
    openUserPage(browser, email, { baseURL: server.url, contexts, pageErrors });

  const jweOf = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem("auth") ?? "{}") as { jwetoken: string }).jwetoken);

  async function openSystemSettings(page: Page) {
    const menu = await openAccountSettings(page);
    await menu.getByRole("menuitem", { name: "System Settings" }).click();
    return page.getByRole("dialog", { name: "System Settings" });
  }

  /** The profile is in: the app bar names the user (flagged links and switches wait for it). */
  async function profileShown(page: Page): Promise<void> {
    await expect(page.getByRole("banner")).toContainText("1004 · Dave Davis");
  }

  test("take away the phone book and the chat and video switches; the user's own switches stay on the device", async ({
    browser,
    pageErrors,
  }) => {
    const dave = await openAs(browser, pageErrors, "dave@example.com");
    const nav = dave.getByRole("navigation", { name: "Main navigation" });

    await test.step("the status line shows the new voicemails checknew reports", async () => {
      // No voicemail plane records messages yet (voicemail issue): the answer is given here.
      await dave.route("**/webrtc/mobex/messages/checknew", (route) =>
        route.fulfill({
          json: { status: "success", responses: [{ code: 200, message: "OK" }], data: { count: 2 } },
        }),
      );
      await dave.reload();
      await expect(dave.getByRole("banner")).toContainText("2 new voicemails");
      await dave.unroute("**/webrtc/mobex/messages/checknew");
    });

    await test.step("with every feature, the switches show and Disable chat is kept on the device", async () => {
      await expect(nav.getByRole("link", { name: "Contacts" })).toBeVisible();
      let dialog = await openSystemSettings(dave);
      await expect(dialog.getByRole("switch", { name: "Disable video calls" })).not.toBeChecked();
      await dialog.getByRole("switch", { name: "Disable chat" }).click();
      await expect(dialog.getByRole("switch", { name: "Disable chat" })).toBeChecked();
      await closeWithEscape(dave, "System Settings");
      await dave.reload();
      await profileShown(dave);
      dialog = await openSystemSettings(dave);
      await expect(dialog.getByRole("switch", { name: "Disable chat" })).toBeChecked();
      await closeWithEscape(dave, "System Settings");
    });

    await test.step("without any feature: no Contacts link, /contacts is Nothing Here, the API refuses", async () => {
      await server.admin("user", "update", "dave@example.com", "--features", "");
      await dave.reload();
      await profileShown(dave);
      await expect(nav.getByRole("link", { name: "History" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Contacts" })).toHaveCount(0);
      await dave.goto("/contacts");
      await expect(dave.getByRole("heading", { name: "Nothing Here" })).toBeVisible();
      await expect(dave.getByRole("heading", { name: "Contacts" })).toHaveCount(0);

      const answer = await dave.request.post("/cloudphonebook/entries/list/", {
        data: { token: await jweOf(dave), ignore_disabled_sync_extensions: 1 },
      });
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { responses: { code: number }[] }).responses[0]?.code).toBe(403);
    });

    await test.step("the chat and video switches are hidden; debug data and surnames stay", async () => {
      const dialog = await openSystemSettings(dave);
      await expect(dialog.getByRole("switch", { name: "Send debug data" })).toBeVisible();
      await expect(dialog.getByRole("switch", { name: "Show BLF surname" })).toBeVisible();
      await expect(dialog.getByRole("switch", { name: "Disable chat" })).toHaveCount(0);
      await expect(dialog.getByRole("switch", { name: "Disable video calls" })).toHaveCount(0);
      await expect(dialog.getByRole("switch", { name: "Hardware busylight" })).toHaveCount(0);
      await closeWithEscape(dave, "System Settings");
    });
  });
});
