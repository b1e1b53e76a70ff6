// Drag-to-transfer (issue 10; spec 1 §2 "Drag targets while transferring"): during a call, a
// colleague's tile on the presence board is dragged onto the call drawer's drop targets — by mouse
// onto "Drag here to blind transfer", and by keyboard onto "Drag here to assist transfer" — and the
// call goes to that colleague as the target says.
import type { Locator, Page } from "@playwright/test";
import { callDrawer, connect, expect, packetsReceived, test, waitRegistered } from "../support/media";
import { openBoard } from "../support/presence";

const tile = (page: Page, name: string): Locator =>
  page.getByRole("list", { name: "Presence board" }).getByRole("listitem", { name, exact: true });

test("dragging a colleague's tile onto the blind-transfer target hands the call over to them", async ({
  phonePage,
}, testInfo) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob), waitRegistered(carol)]);
  await bob.setViewportSize({ width: 1440, height: 900 });
  await connect(alice, bob, "1002");
  await openBoard(bob);

  await test.step("Bob drags Carol's tile: the drawer offers the three drop targets", async () => {
    const blind = (page: Page) =>
      callDrawer(page).getByRole("button", { name: "Drag here to blind transfer" });
    const carolTile = tile(bob, "Carol Clark");
    const from = await carolTile.boundingBox();
    if (from === null) throw new Error("Carol's tile is not on screen");
    await bob.mouse.move(from.x + 12, from.y + from.height / 2);
    await bob.mouse.down();
    await bob.mouse.move(from.x + 60, from.y + from.height / 2 + 20, { steps: 5 });
    for (const text of [
      "Drag here to blind transfer",
      "Drag here to assist transfer",
      "Drag here to invite for a conference",
    ]) {
      await expect(callDrawer(bob).getByRole("button", { name: text })).toBeVisible();
    }
    await bob.screenshot({ path: testInfo.outputPath("drag-transfer-1440.png") });
    const to = await blind(bob).boundingBox();
    if (to === null) throw new Error("the drop target is not on screen");
    await bob.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await bob.mouse.up();
  });

  await test.step("Carol's phone rings with Alice's call; Bob's call ends as transferred", async () => {
    await expect(callDrawer(carol).getByText("Incoming Call...")).toBeVisible();
    await expect(callDrawer(carol)).toContainText("Alice Adams");
    await expect(callDrawer(bob).getByRole("region")).toHaveCount(0);
  });

  await test.step("Carol answers and talks with Alice", async () => {
    await callDrawer(carol).getByRole("button", { name: "Answer" }).click();
    await expect(callDrawer(alice).getByRole("region", { name: /Carol Clark/ })).toBeVisible();
    const aliceBefore = await packetsReceived(alice);
    await expect.poll(() => packetsReceived(carol)).toBeGreaterThan(25);
    await expect.poll(() => packetsReceived(alice)).toBeGreaterThan(aliceBefore + 25);
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(alice).getByRole("region")).toHaveCount(0);
  });
});

test("by keyboard, a tile's drag handle carries the colleague onto the assisted-transfer target", async ({
  phonePage,
}) => {
  const dave = await phonePage("dave@example.com");
  const erin = await phonePage("erin@example.com");
  const frank = await phonePage("frank@example.com");
  await Promise.all([waitRegistered(dave), waitRegistered(erin), waitRegistered(frank)]);
  await connect(dave, erin, "1005");
  await openBoard(erin);

  await test.step("Erin picks Frank's tile up with Space, steps to the second target, drops with Space", async () => {
    const handle = tile(erin, "Frank Fisher").getByRole("button", { name: "Drag Frank Fisher to the call" });
    await handle.focus();
    await erin.keyboard.press("Space");
    const assisted = callDrawer(erin).getByRole("button", { name: "Drag here to assist transfer" });
    await expect(assisted).toBeVisible();
    await erin.keyboard.press("ArrowDown");
    await expect(erin.getByText("Frank Fisher is over Drag here to blind transfer.")).toBeAttached();
    await erin.keyboard.press("ArrowDown");
    await expect(erin.getByText("Frank Fisher is over Drag here to assist transfer.")).toBeAttached();
    await erin.keyboard.press("Space");
  });

  await test.step("Frank's phone rings with Erin's consultation call while Dave waits on hold", async () => {
    await expect(callDrawer(frank).getByText("Incoming Call...")).toBeVisible();
    await expect(callDrawer(frank)).toContainText("Erin Evans");
    await expect(callDrawer(dave).getByText("Held by the other party")).toBeVisible();
    await callDrawer(frank).getByRole("button", { name: "Answer" }).click();
  });

  await test.step("Complete Transfer joins Dave and Frank", async () => {
    await callDrawer(erin).getByRole("button", { name: "Complete Transfer" }).click();
    await expect(callDrawer(dave).getByRole("region", { name: /Frank Fisher/ })).toBeVisible();
    await expect(callDrawer(erin).getByRole("region")).toHaveCount(0);
    await callDrawer(dave).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(frank).getByRole("region")).toHaveCount(0);
  });
});

test("a history row dragged onto the conference target invites that caller into the call", async ({
  phonePage,
}) => {
  const alice = await phonePage("alice@example.com");
  const bob = await phonePage("bob@example.com");
  const carol = await phonePage("carol@example.com");
  await Promise.all([waitRegistered(alice), waitRegistered(bob), waitRegistered(carol)]);

  await test.step("Alice's call to Bob goes into his history", async () => {
    await connect(alice, bob, "1002");
    await callDrawer(alice).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(bob).getByRole("region")).toHaveCount(0);
  });

  await connect(carol, bob, "1002");
  await bob
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "History" })
    .click();

  await test.step("Bob drags Alice's row onto 'Drag here to invite for a conference'", async () => {
    const row = bob
      .getByRole("row")
      .filter({ has: bob.getByRole("button", { name: /^Details of Alice Adams/ }) })
      .first();
    const from = await row.boundingBox();
    if (from === null) throw new Error("Alice's row is not on screen");
    await bob.mouse.move(from.x + 20, from.y + from.height / 2);
    await bob.mouse.down();
    await bob.mouse.move(from.x + 60, from.y + from.height / 2 + 20, { steps: 5 });
    const target = callDrawer(bob).getByRole("button", { name: "Drag here to invite for a conference" });
    await expect(target).toBeVisible();
    const to = await target.boundingBox();
    if (to === null) throw new Error("the drop target is not on screen");
    await bob.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await bob.mouse.up();
  });

  await test.step("Alice's phone rings with Bob's invitation while Carol waits on hold", async () => {
    await expect(callDrawer(alice).getByText("Incoming Call...")).toBeVisible();
    await expect(callDrawer(alice)).toContainText("Bob Brown");
    await expect(callDrawer(carol).getByText("Held by the other party")).toBeVisible();
    await callDrawer(alice).getByRole("button", { name: "Decline" }).click();
    await callDrawer(carol).getByRole("button", { name: "Hang Up" }).click();
    await expect(callDrawer(bob).getByRole("region")).toHaveCount(0);
  });
});
