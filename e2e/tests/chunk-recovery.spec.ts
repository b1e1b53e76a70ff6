// A screen whose code could not be fetched comes back by itself (issue 9): browsers remember a
// failed module until the page reloads, so the page reloads itself once the server answers again,
// and never while a call is up, which the reload would cut off.
import type { Page } from "@playwright/test";
import { callDrawer, connect, expect, test, waitRegistered } from "../support/media";

const FAILED = "Looks like something went wrong!";
const presenceHeading = (page: Page) => page.getByRole("heading", { name: "Presence", level: 1 });

async function openPresence(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Presence" })
    .click();
}

/** A mark on the page's window that a reload wipes. */
const markPage = (page: Page) => page.evaluate(() => ((window as { __e2eMark?: true }).__e2eMark = true));
const isMarked = (page: Page) => page.evaluate(() => (window as { __e2eMark?: true }).__e2eMark === true);

test("a screen that could not load offline opens by itself when the connection is back", async ({
  phonePage,
}) => {
  const page = await phonePage("alice@example.com");
  await waitRegistered(page);
  await markPage(page);

  await page.context().setOffline(true);
  await expect(page.getByRole("status", { name: "Connection" })).toHaveText(
    "Not connected. Trying to reconnect…",
  );
  await openPresence(page);
  await expect(page.getByRole("heading", { name: FAILED })).toBeVisible();
  await expect(page.getByText("This page opens by itself when the connection is back.")).toBeVisible();

  await page.context().setOffline(false);
  await expect(presenceHeading(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: FAILED })).toBeHidden();
  expect(await isMarked(page)).toBe(false);
  await expect(page.getByRole("banner")).toContainText("Available");
});

test("during a call the screen waits for the call to end before the page reloads", async ({ phonePage }) => {
  const erin = await phonePage("erin@example.com");
  const frank = await phonePage("frank@example.com");
  await Promise.all([waitRegistered(erin), waitRegistered(frank)]);
  await connect(erin, frank, "1006");
  await markPage(erin);

  const boardChunk = /presence-board-page-[^/]*\.js$/;
  await erin.route(boardChunk, (route) => route.abort("connectionrefused"));
  await openPresence(erin);
  await expect(erin.getByText("This page opens by itself when your call ends.")).toBeVisible();
  await expect(callDrawer(erin).getByRole("timer", { name: "Call duration" })).toBeVisible();
  expect(await isMarked(erin)).toBe(true);

  await erin.unroute(boardChunk);
  await callDrawer(erin).getByRole("button", { name: "Hang Up" }).click();
  await expect(presenceHeading(erin)).toBeVisible();
  expect(await isMarked(erin)).toBe(false);
  await expect(callDrawer(frank).getByRole("region")).toHaveCount(0);
});
