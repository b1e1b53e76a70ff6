// The compact call bar (issue 9): with the call drawer hidden, a live call still shows on every
// page — the caller, a running timer and Hang Up; Show call brings the drawer back; Hang Up in the
// bar ends the call for both parties, and the bar goes with it.
import type { Page } from "@playwright/test";
import { screenshot, sidewaysOverflow } from "../support/layout";
import { callDrawer, connect, expect, test, waitRegistered } from "../support/media";

const callBar = (page: Page) => page.getByRole("region", { name: "Current call" });

test("a hidden call drawer leaves a call bar on every page, and its Hang Up ends the call", async ({
  phonePage,
}, testInfo) => {
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin)]);
  await expect(callBar(dave)).toBeHidden();
  await connect(dave, erin, "1005");

  await test.step("with the drawer open, the call is there and no bar repeats it", async () => {
    await expect(callDrawer(dave).getByRole("region", { name: /Erin/ })).toBeVisible();
    await expect(callBar(dave)).toBeHidden();
  });

  await test.step("Dave hides the calls: the bar names Erin and runs the timer", async () => {
    await dave.getByRole("button", { name: "Hide calls" }).click();
    const bar = callBar(dave);
    await expect(bar).toContainText("Erin");
    const timer = bar.getByRole("timer", { name: "Call duration" });
    await expect(timer).toBeVisible();
    await expect(bar.getByRole("button", { name: "Hang Up" })).toBeVisible();
  });

  await test.step("on another page the bar stays, and its timer keeps running", async () => {
    await dave
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "History" })
      .click();
    await expect(dave).toHaveURL(/history/);
    const timer = callBar(dave).getByRole("timer", { name: "Call duration" });
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? "");
  });

  await test.step("at 390 px the bar reads the caller's whole name and fits the screen", async () => {
    const desktop = dave.viewportSize()!;
    await dave.setViewportSize({ width: 390, height: 844 });
    const name = callBar(dave).getByText("Erin Evans", { exact: true });
    await expect(name).toBeInViewport({ ratio: 1 });
    expect(await name.evaluate((line) => line.scrollWidth - line.clientWidth)).toBe(0);
    await expect(callBar(dave).getByRole("button", { name: "Show call" })).toBeInViewport({ ratio: 1 });
    await expect(callBar(dave).getByRole("button", { name: "Hang Up" })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => sidewaysOverflow(dave)).toEqual([]);
    await screenshot(dave, testInfo, "call-bar");
    await dave.setViewportSize(desktop);
  });

  await test.step("Show call brings the drawer back, and the bar steps aside", async () => {
    await callBar(dave).getByRole("button", { name: "Show call" }).click();
    await expect(callDrawer(dave).getByRole("region", { name: /Erin/ })).toBeVisible();
    await expect(callBar(dave)).toBeHidden();
    await dave.getByRole("button", { name: "Hide calls" }).click();
    await expect(callBar(dave)).toBeVisible();
  });

  await test.step("Hang Up in the bar ends the call for both; the bar goes", async () => {
    await callBar(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(erin).getByRole("region")).toHaveCount(0);
    await expect(callBar(dave)).toBeHidden();
    await expect(dave.getByRole("button", { name: "Show calls" })).toBeVisible();
  });
});
