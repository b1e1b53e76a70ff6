// History at phone width (issue 9, spec 1 §2 history): the calls under a heading per day, every
// column in view without scrolling sideways, the Missed tab in view, and a remove action that says so.
import type { Page } from "@playwright/test";
import { screenshotBothModes, sidewaysOverflow } from "../support/layout";
import { callDrawer as calls, dialFromHome, expect, test, waitRegistered } from "../support/media";

const historyTable = (page: Page) => page.getByRole("table", { name: "Call history" });

test("at 390 px History groups calls by day and fits, Missed and Remove in reach", async ({
  phonePage,
}, testInfo) => {
  const dave = await phonePage("dave@example.com");
  const carol = await phonePage("carol@example.com");
  await dave.setViewportSize({ width: 390, height: 844 });
  await Promise.all([waitRegistered(dave), waitRegistered(carol)]);

  await test.step("Carol rings Dave and gives up: a missed call", async () => {
    await dialFromHome(carol, "1004");
    await expect(calls(dave).getByText("Incoming Call...")).toBeVisible();
    await calls(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(dave).getByRole("region")).toHaveCount(0);
  });

  await dave
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "History" })
    .click();
  const today = historyTable(dave).getByRole("rowgroup", { name: "Today" });

  await test.step("today's calls are under the heading Today, and nothing scrolls sideways", async () => {
    await expect(today.getByRole("heading", { name: "Today" })).toBeVisible();
    await expect(today.getByRole("row").filter({ hasText: "Carol Clark" }).first()).toBeVisible();
    await expect.poll(() => sidewaysOverflow(dave)).toEqual([]);
    await screenshotBothModes(dave, testInfo, "history");
  });

  await test.step("the Missed tab is in view and lists the missed call", async () => {
    const missed = dave.getByRole("tab", { name: "Missed" });
    await expect(missed).toBeInViewport({ ratio: 1 });
    await missed.click();
    await expect(missed).toHaveAttribute("aria-selected", "true");
    const row = today.getByRole("row").filter({ hasText: "Carol Clark" }).first();
    await expect(row.getByRole("img", { name: "Missed call" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Call 1003" })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => sidewaysOverflow(dave)).toEqual([]);
  });

  await test.step("the details open in a dialog that fits", async () => {
    await today.getByRole("button", { name: "Details of Carol Clark" }).first().click();
    const dialog = dave.getByRole("dialog", { name: "Carol Clark" });
    await expect(dialog.getByRole("button", { name: "Remove from history" })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("button", { name: "Call", exact: true })).toBeInViewport({ ratio: 1 });
    await screenshotBothModes(dave, testInfo, "history-details");
    await dialog.getByRole("button", { name: "Close" }).click();
  });

  await test.step("at tablet and desktop widths the list fits as well, with its five columns", async () => {
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await dave.setViewportSize(size);
      await expect(historyTable(dave).getByRole("columnheader", { name: "Duration" })).toBeVisible();
      await expect.poll(() => sidewaysOverflow(dave)).toEqual([]);
      await screenshotBothModes(dave, testInfo, "history");
    }
    await dave.setViewportSize({ width: 390, height: 844 });
  });

  await test.step("each row's remove action is in view and named as removing it", async () => {
    const rows = today.getByRole("row").filter({ hasText: "Carol Clark" });
    const before = await rows.count();
    const remove = rows.first().getByRole("button", { name: "Remove Carol Clark from history" });
    await expect(remove).toBeInViewport({ ratio: 1 });
    await remove.hover();
    await expect(dave.getByRole("tooltip", { name: "Remove from history" })).toBeVisible();
    await remove.click();
    await expect(rows).toHaveCount(before - 1);
  });
});
