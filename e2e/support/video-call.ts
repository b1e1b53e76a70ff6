// Steps of 1:1 video call scenarios (issue 11) shared by the video specs.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";
import { callDrawer } from "./media";

// The board is polled every 5 s (spec 1 §9) and a colleague's video device connects once their phone
// is ready: allow a few polls on a busy machine.
export const VIDEO_ONLINE_TIMEOUT_MS = 30_000;

export const mainNavigation = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Main navigation" });

/** The video call panel in the call drawer (spec 1 §2). */
export const videoPanel = (page: Page): Locator =>
  callDrawer(page).getByRole("region", { name: /^Video call with/ });

/** The `video` route's screen (spec 1 §2). */
export const videoScreen = (page: Page): Locator => page.getByRole("region", { name: "Video screen" });

/** Waits until `callee` shows on the page's board as online with video; returns their tile's video button. */
export async function videoButtonOnBoard(page: Page, calleeName: string): Promise<Locator> {
  await mainNavigation(page).getByRole("link", { name: "Presence" }).click();
  const start = page
    .getByRole("list", { name: "Presence board" })
    .getByRole("listitem", { name: calleeName, exact: true })
    .getByRole("button", { name: `Video call with ${calleeName}` });
  await expect(start).toBeVisible({ timeout: VIDEO_ONLINE_TIMEOUT_MS });
  return start;
}

/** Starts a video call with `calleeName` from the presence board, once they are online with video there. */
export async function videoCallFromBoard(caller: Page, calleeName: string): Promise<void> {
  await (await videoButtonOnBoard(caller, calleeName)).click();
}
