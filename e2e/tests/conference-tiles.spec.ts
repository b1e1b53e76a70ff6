// The tiles of a room (issue 14; spec 2 §2 Conference, §4 "Subscriptions", §6): Frank pins and
// favourites the others' tiles (never his own camera), and with the limit at 2 he sees the ranking
// at work — pinned > favourite > hand raised, the rest counted; the sidebar layout shows the pinned
// feed large, and going back to tiled clears the pin, which the subscriptions follow.
import type { Page } from "@playwright/test";
import { clickControl, control, createRoom, joinRoom, tile, videosFlowing } from "../support/conference";
import { expect, test } from "../support/media";
import { screenshotAtWidths } from "../support/screenshots";

/** Tiles the page shows (each one's name), the own one included. */
const tileNames = (page: Page) =>
  page
    .getByRole("main", { name: "Videos" })
    .getByRole("group")
    .evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label")));

async function openSettings(page: Page) {
  await clickControl(page, "Settings");
}

test("pin, favourite, the ranking under a limit of 2, and the sidebar layout", async ({
  phonePage,
}, testInfo) => {
  const frank = await phonePage("frank@example.com");
  const others = await Promise.all(
    ["grace@example.com", "henry@example.com", "erin@example.com"].map((email) => phonePage(email)),
  );
  const roomId = await createRoom(frank);
  await joinRoom(frank, roomId, "Frank");
  // One after the other: equal ranks keep the join order (Grace, Henry, Erin).
  for (const [index, name] of ["Grace", "Henry", "Erin"].entries()) {
    const page = others[index]!;
    await joinRoom(page, roomId, name);
    // Silent microphones: talking outranks favourites, and the fake microphone beeps.
    await clickControl(page, "Mute");
    await expect(await control(page, "Unmute")).toBeVisible();
  }
  const [grace] = others;
  for (const name of ["Grace", "Henry", "Erin"]) await expect(tile(frank, name)).toBeVisible();

  await test.step("no pin on the own camera; favourite Erin, pin Henry", async () => {
    await expect(tile(frank, "Frank (you)")).toBeVisible();
    await expect(tile(frank, "Frank (you)").getByRole("button", { name: /^(Pin|Unpin) / })).toHaveCount(0);
    await expect(tile(frank, "Frank (you)").getByRole("button", { name: /favourites/ })).toHaveCount(0);
    await tile(frank, "Erin").getByRole("button", { name: "Add Erin to favourites" }).click();
    await expect(
      tile(frank, "Erin").getByRole("button", { name: "Remove Erin from favourites" }),
    ).toHaveAttribute("aria-pressed", "true");
    await tile(frank, "Henry").getByRole("button", { name: "Pin Henry" }).click();
    await expect(tile(frank, "Henry").getByRole("button", { name: "Unpin Henry" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  await test.step("limit 2: pinned Henry and favourite Erin are shown, Grace is counted", async () => {
    await openSettings(frank);
    const slider = frank.getByRole("slider", { name: /Maximum visible people/ });
    await slider.focus();
    await slider.press("Home");
    await expect(frank.getByText("Maximum visible people: 2")).toBeVisible();
    await frank.getByRole("button", { name: "Close settings" }).click();
    await expect(tile(frank, "Grace")).toHaveCount(0);
    await expect(tile(frank, "Henry")).toBeVisible();
    await expect(tile(frank, "Erin")).toBeVisible();
    await expect(frank.getByRole("group", { name: "1 more person not shown" })).toBeVisible();
    await expect.poll(() => videosFlowing(frank), { timeout: 30_000 }).toBe(2);
    await screenshotAtWidths(frank, testInfo, "conference-tiles-limit");
  });

  await test.step("Grace raises her hand: a raised hand ranks below a favourite, she stays counted", async () => {
    await (await control(grace!, "Raise hand")).click();
    await expect(await control(grace!, "Lower hand")).toBeVisible();
    // Her hand reaches Frank's list of people even while her video is not shown.
    await clickControl(frank, "People");
    const people = frank.getByRole("list", { name: "People in the room" });
    await expect(
      people.getByRole("listitem").filter({ hasText: "Grace" }).getByRole("img", { name: "Hand raised" }),
    ).toBeVisible();
    await frank.getByRole("button", { name: "Close people" }).click();
    await expect(tile(frank, "Grace")).toHaveCount(0);
    await expect(tile(frank, "Erin")).toBeVisible();
  });

  await test.step("sidebar: the pinned Henry is the large tile", async () => {
    await openSettings(frank);
    await frank.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Sidebar" }).click();
    await frank.getByRole("button", { name: "Close settings" }).click();
    const henry = await tile(frank, "Henry").boundingBox();
    const erin = await tile(frank, "Erin").boundingBox();
    expect(henry!.width * henry!.height).toBeGreaterThan(2 * erin!.width * erin!.height);
    await screenshotAtWidths(frank, testInfo, "conference-tiles-sidebar");
  });

  await test.step("back to tiled clears the pin: Henry drops to the count, Grace's hand brings her in", async () => {
    await openSettings(frank);
    await frank.getByRole("group", { name: "Layout" }).getByRole("button", { name: "Tiled" }).click();
    await frank.getByRole("button", { name: "Close settings" }).click();
    await expect(tile(frank, "Grace")).toBeVisible();
    await expect(tile(frank, "Erin")).toBeVisible();
    await expect(tile(frank, "Henry")).toHaveCount(0);
    await expect(frank.getByRole("group", { name: "1 more person not shown" })).toBeVisible();
    await expect.poll(() => videosFlowing(frank), { timeout: 30_000 }).toBe(2);
    expect(await tileNames(frank)).toEqual(["Frank (you)", "Grace", "Erin", "1 more person not shown"]);
  });
});
