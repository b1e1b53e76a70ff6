// Phone widths (issue 9, tried at 390×844): the main navigation sits along the bottom edge instead
// of the rail, and no screen — Home, the presence board, History, a call in progress — is wider
// than the viewport or scrolls sideways inside.
import type { Locator, Page } from "@playwright/test";
import { screenshotBothModes, sidewaysOverflow } from "../support/layout";
import { callDrawer as calls, connect, expect, test, waitRegistered } from "../support/media";

const PHONE = { width: 390, height: 844 } as const;

const mainNavigation = (page: Page): Locator => page.getByRole("navigation", { name: "Main navigation" });

test("at 390 px the navigation is at the bottom and no screen scrolls sideways, a call included", async ({
  phonePage,
}, testInfo) => {
  const henry = await phonePage("henry@example.com");
  const grace = await phonePage("grace@example.com");
  await henry.setViewportSize(PHONE);
  await Promise.all([waitRegistered(henry), waitRegistered(grace)]);

  await test.step("one main navigation, across the bottom edge, with its links by name", async () => {
    await expect(mainNavigation(henry)).toHaveCount(1);
    const box = await mainNavigation(henry).boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    for (const name of ["Home", "Presence", "History"]) {
      await expect(mainNavigation(henry).getByRole("link", { name })).toBeInViewport({ ratio: 1 });
    }
  });

  await test.step("the header keeps the user's own line in view", async () => {
    const ownLine = henry.getByRole("banner").getByText("Available", { exact: true });
    await expect(ownLine).toBeInViewport({ ratio: 1 });
  });

  for (const [link, heading] of [
    ["Presence", "Presence"],
    ["History", "History"],
  ] as const) {
    await test.step(`${link}: nothing scrolls sideways`, async () => {
      await mainNavigation(henry).getByRole("link", { name: link }).click();
      await expect(henry.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect.poll(() => sidewaysOverflow(henry)).toEqual([]);
      await screenshotBothModes(henry, testInfo, link.toLowerCase());
    });
  }

  await test.step("Home: nothing scrolls sideways", async () => {
    await mainNavigation(henry).getByRole("link", { name: "Home" }).click();
    await expect(henry.getByRole("region", { name: "Dialpad" })).toBeVisible();
    await expect.poll(() => sidewaysOverflow(henry)).toEqual([]);
    await screenshotBothModes(henry, testInfo, "home");
  });

  await test.step("during a call the call screen fits and its controls are in reach", async () => {
    await connect(henry, grace, "1007");
    await expect(calls(henry).getByRole("button", { name: "Hang Up" })).toBeInViewport({ ratio: 1 });
    await expect.poll(() => sidewaysOverflow(henry)).toEqual([]);
    await screenshotBothModes(henry, testInfo, "call");
    // The same call at tablet and desktop widths, where the drawer sits beside the screen.
    for (const size of [
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await henry.setViewportSize(size);
      await expect(calls(henry).getByRole("button", { name: "Hang Up" })).toBeInViewport({ ratio: 1 });
      await expect.poll(() => sidewaysOverflow(henry)).toEqual([]);
      await screenshotBothModes(henry, testInfo, "call");
    }
    await henry.setViewportSize(PHONE);
    await calls(henry).getByRole("button", { name: "Hang Up" }).click();
    await expect(calls(grace).getByRole("region")).toHaveCount(0);
  });
});
